CREATE TABLE "apoio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apoio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"indicador_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "criterio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "criterio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"principio_id" integer NOT NULL,
	"codigo" smallint NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "edicao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edicao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ano" integer NOT NULL,
	"disponivel" boolean DEFAULT false NOT NULL,
	"datadisponivel" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicador" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "indicador_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"criterio_id" integer NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"sequencia" smallint NOT NULL,
	"titulo" text NOT NULL,
	"categorias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"possuirestricao" boolean DEFAULT false NOT NULL,
	"restricao" text,
	"possuiorientacao" boolean DEFAULT false NOT NULL,
	"orientacao" text,
	"possuigee" boolean DEFAULT false NOT NULL,
	"possuievidencia" boolean DEFAULT false NOT NULL,
	"exemploevidencia" text,
	"possuipercentual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nivel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nivel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"indicador_id" integer NOT NULL,
	"peso" smallint NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "nivel_peso_ck" CHECK ("nivel"."peso" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "principio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "principio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edicao_id" integer NOT NULL,
	"codigo" smallint NOT NULL,
	"titulo" text NOT NULL,
	"subtitulo" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" varchar(40) NOT NULL,
	"video" text,
	"orientacao" text DEFAULT '' NOT NULL,
	CONSTRAINT "principio_codigo_ck" CHECK ("principio"."codigo" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "questionario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"objeto_id" integer NOT NULL,
	"edicao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"finalizado" boolean DEFAULT false NOT NULL,
	"finalizado_em" timestamp with time zone,
	"preenchimento_orientado" boolean,
	"preenchimento_orientado_responsavel" text,
	"preenchimento_orientado_instituicao" text,
	"preenchimento_orientado_email" varchar(254),
	"preenchimento_orientado_celular" varchar(11),
	CONSTRAINT "questionario_finalizado_ck" CHECK ("questionario"."finalizado" = ("questionario"."finalizado_em" is not null))
);
--> statement-breakpoint
CREATE TABLE "resposta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resposta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionario_id" integer NOT NULL,
	"indicador_id" integer NOT NULL,
	"nivel_id" integer NOT NULL,
	"percentual" smallint,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_percentual_ck" CHECK ("resposta"."percentual" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "resultado_principio" (
	"questionario_id" integer NOT NULL,
	"principio_codigo" smallint NOT NULL,
	"total" integer NOT NULL,
	"respondidas" integer NOT NULL,
	"aplicaveis" integer NOT NULL,
	"potencial" integer NOT NULL,
	"avaliacao" integer NOT NULL,
	"aproveitamento" smallint NOT NULL,
	"atendido" smallint NOT NULL,
	"nao_atendido" smallint NOT NULL,
	"nao_preenchido" smallint NOT NULL,
	CONSTRAINT "resultado_principio_questionario_id_principio_codigo_pk" PRIMARY KEY("questionario_id","principio_codigo"),
	CONSTRAINT "resultado_principio_codigo_ck" CHECK ("resultado_principio"."principio_codigo" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "apoio" ADD CONSTRAINT "apoio_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apoio" ADD CONSTRAINT "apoio_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterio" ADD CONSTRAINT "criterio_principio_id_principio_id_fk" FOREIGN KEY ("principio_id") REFERENCES "public"."principio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicador" ADD CONSTRAINT "indicador_criterio_id_criterio_id_fk" FOREIGN KEY ("criterio_id") REFERENCES "public"."criterio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel" ADD CONSTRAINT "nivel_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principio" ADD CONSTRAINT "principio_edicao_id_edicao_id_fk" FOREIGN KEY ("edicao_id") REFERENCES "public"."edicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario" ADD CONSTRAINT "questionario_objeto_id_objeto_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario" ADD CONSTRAINT "questionario_edicao_id_edicao_id_fk" FOREIGN KEY ("edicao_id") REFERENCES "public"."edicao"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario" ADD CONSTRAINT "questionario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_nivel_id_nivel_id_fk" FOREIGN KEY ("nivel_id") REFERENCES "public"."nivel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultado_principio" ADD CONSTRAINT "resultado_principio_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apoio_indicador_categoria_idx" ON "apoio" USING btree ("indicador_id","categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "criterio_principio_codigo_uq" ON "criterio" USING btree ("principio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "edicao_ano_uq" ON "edicao" USING btree ("ano");--> statement-breakpoint
CREATE UNIQUE INDEX "indicador_criterio_sequencia_uq" ON "indicador" USING btree ("criterio_id","sequencia");--> statement-breakpoint
CREATE UNIQUE INDEX "nivel_indicador_peso_uq" ON "nivel" USING btree ("indicador_id","peso");--> statement-breakpoint
CREATE UNIQUE INDEX "principio_edicao_codigo_uq" ON "principio" USING btree ("edicao_id","codigo");--> statement-breakpoint
CREATE INDEX "questionario_objeto_edicao_idx" ON "questionario" USING btree ("objeto_id","edicao_id");--> statement-breakpoint
CREATE INDEX "questionario_usuario_idx" ON "questionario" USING btree ("usuario_id","finalizado");--> statement-breakpoint
CREATE INDEX "questionario_edicao_finalizado_em_idx" ON "questionario" USING btree ("edicao_id","finalizado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "questionario_aberto_uq" ON "questionario" USING btree ("objeto_id","edicao_id") WHERE not "questionario"."finalizado";--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_questionario_indicador_uq" ON "resposta" USING btree ("questionario_id","indicador_id");--> statement-breakpoint
CREATE INDEX "resposta_indicador_idx" ON "resposta" USING btree ("indicador_id");--> statement-breakpoint
CREATE INDEX "resposta_nivel_idx" ON "resposta" USING btree ("nivel_id");