CREATE TABLE "documento_legal" (
	"tipo" varchar(20) PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ordem" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"nomearquivo" text NOT NULL,
	"arquivo" text NOT NULL,
	"tipo_conteudo" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objeto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objeto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"nomeunidade" varchar(100) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"cidade" integer NOT NULL,
	"inscricao_estadual" varchar(10),
	"car" varchar(45),
	"cnpj" varchar(14),
	"atividade_id" integer,
	"sistemaadotado_id" integer,
	"area" integer,
	"area_pasto" integer,
	"rebanho" integer,
	"zonapecuaria" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atividade" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"id" integer PRIMARY KEY NOT NULL,
	"sigla" varchar(20) NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"cor" varchar(9) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"uf" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sistema_adotado" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uf" (
	"sigla" varchar(2) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"codigo" integer NOT NULL,
	"regiao" text NOT NULL,
	CONSTRAINT "uf_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"chave" varchar(300) PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"janela_fim" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_verificacao" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_recuperacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_recuperacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"celular" varchar(11) NOT NULL,
	"selecao" varchar(4) NOT NULL,
	"cpf" varchar(11),
	"cnpj" varchar(14),
	"uf" varchar(2),
	"pais" text,
	"password_hash" text NOT NULL,
	"role" varchar(20) DEFAULT 'visitante' NOT NULL,
	"email_verificado_em" timestamp with time zone,
	"aceite_versao" integer,
	"aceite_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_uf_uf_sigla_fk" FOREIGN KEY ("uf") REFERENCES "public"."uf"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_cidade_municipio_codigo_fk" FOREIGN KEY ("cidade") REFERENCES "public"."municipio"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_atividade_id_atividade_id_fk" FOREIGN KEY ("atividade_id") REFERENCES "public"."atividade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_sistemaadotado_id_sistema_adotado_id_fk" FOREIGN KEY ("sistemaadotado_id") REFERENCES "public"."sistema_adotado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_uf_uf_sigla_fk" FOREIGN KEY ("uf") REFERENCES "public"."uf"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_verificacao" ADD CONSTRAINT "codigo_verificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_recuperacao" ADD CONSTRAINT "token_recuperacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objeto_usuario_idx" ON "objeto" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "objeto_uf_idx" ON "objeto" USING btree ("uf");--> statement-breakpoint
CREATE INDEX "objeto_categoria_idx" ON "objeto" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "municipio_uf_idx" ON "municipio" USING btree ("uf","nome");--> statement-breakpoint
CREATE INDEX "email_outbox_para_idx" ON "email_outbox" USING btree ("para","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_uq" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "refresh_token_usuario_idx" ON "refresh_token" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_recuperacao_hash_uq" ON "token_recuperacao" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cpf_uq" ON "usuario" USING btree ("cpf") WHERE "usuario"."cpf" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cnpj_uq" ON "usuario" USING btree ("cnpj") WHERE "usuario"."cnpj" is not null;--> statement-breakpoint
CREATE INDEX "usuario_criado_em_idx" ON "usuario" USING btree ("criado_em");