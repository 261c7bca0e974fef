CREATE TABLE "plano_acao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_acao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"objeto_id" integer NOT NULL,
	"questionario_id" integer NOT NULL,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"avaliado_em" timestamp with time zone,
	"questionario_avaliacao_id" integer
);
--> statement-breakpoint
CREATE TABLE "plano_acao_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_acao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plano_id" integer NOT NULL,
	"indicador_id" integer NOT NULL,
	"linhagem" uuid NOT NULL,
	"peso_atual" smallint NOT NULL,
	"peso_meta" smallint NOT NULL,
	"prazo" date NOT NULL,
	"acoes" text NOT NULL,
	"responsavel" text,
	"estado" varchar(12) DEFAULT 'planejada' NOT NULL,
	"desfecho" varchar(14),
	"peso_obtido" smallint,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "plano_acao_item_peso_ck" CHECK ("plano_acao_item"."peso_atual" between 1 and 4 and "plano_acao_item"."peso_meta" between 2 and 5),
	CONSTRAINT "plano_acao_item_meta_ck" CHECK ("plano_acao_item"."peso_meta" > "plano_acao_item"."peso_atual"),
	CONSTRAINT "plano_acao_item_estado_ck" CHECK ("plano_acao_item"."estado" in ('planejada', 'em_andamento', 'concluida', 'cancelada')),
	CONSTRAINT "plano_acao_item_desfecho_ck" CHECK ("plano_acao_item"."desfecho" is null or "plano_acao_item"."desfecho" in ('atingida', 'avancou', 'manteve', 'recuou', 'nao_avaliavel'))
);
--> statement-breakpoint
CREATE TABLE "plano_acao_registro" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_acao_registro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"nota" text NOT NULL,
	"arquivo_chave" text,
	"arquivo_nome" text,
	"arquivo_mime" varchar(120),
	"arquivo_tamanho" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "plano_acao_registro_arquivo_ck" CHECK (("plano_acao_registro"."arquivo_chave" is null) = ("plano_acao_registro"."arquivo_nome" is null)
        and ("plano_acao_registro"."arquivo_chave" is null) = ("plano_acao_registro"."arquivo_mime" is null)
        and ("plano_acao_registro"."arquivo_chave" is null) = ("plano_acao_registro"."arquivo_tamanho" is null))
);
--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_objeto_id_objeto_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_criado_por_usuario_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao" ADD CONSTRAINT "plano_acao_questionario_avaliacao_id_questionario_id_fk" FOREIGN KEY ("questionario_avaliacao_id") REFERENCES "public"."questionario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao_item" ADD CONSTRAINT "plano_acao_item_plano_id_plano_acao_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano_acao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao_item" ADD CONSTRAINT "plano_acao_item_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao_registro" ADD CONSTRAINT "plano_acao_registro_item_id_plano_acao_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."plano_acao_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_acao_registro" ADD CONSTRAINT "plano_acao_registro_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_acao_ativo_uq" ON "plano_acao" USING btree ("objeto_id") WHERE "plano_acao"."avaliado_em" is null;--> statement-breakpoint
CREATE INDEX "plano_acao_objeto_idx" ON "plano_acao" USING btree ("objeto_id","avaliado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_acao_item_plano_indicador_uq" ON "plano_acao_item" USING btree ("plano_id","indicador_id");--> statement-breakpoint
CREATE INDEX "plano_acao_item_indicador_idx" ON "plano_acao_item" USING btree ("indicador_id");--> statement-breakpoint
CREATE INDEX "plano_acao_registro_item_idx" ON "plano_acao_registro" USING btree ("item_id");