CREATE TABLE "cadastro_pendente" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"celular" varchar(11) NOT NULL,
	"selecao" varchar(4) NOT NULL,
	"cpf" varchar(11),
	"cnpj" varchar(14),
	"password_hash" text NOT NULL,
	"aceite_versao" integer,
	"aceite_em" timestamp with time zone,
	"codigo_hash" text NOT NULL,
	"codigo_expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_login" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao_documento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_documento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" varchar(4) NOT NULL,
	"documento" varchar(14) NOT NULL,
	"situacao" varchar(10) DEFAULT 'rascunho' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviada_em" timestamp with time zone,
	"decidida_em" timestamp with time zone,
	"decidida_por" integer
);
--> statement-breakpoint
ALTER TABLE "codigo_login" ADD CONSTRAINT "codigo_login_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_documento" ADD CONSTRAINT "solicitacao_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_documento" ADD CONSTRAINT "solicitacao_documento_decidida_por_usuario_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cadastro_pendente_email_idx" ON "cadastro_pendente" USING btree ("email","criado_em");--> statement-breakpoint
CREATE INDEX "cadastro_pendente_cpf_idx" ON "cadastro_pendente" USING btree ("cpf") WHERE "cadastro_pendente"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "cadastro_pendente_cnpj_idx" ON "cadastro_pendente" USING btree ("cnpj") WHERE "cadastro_pendente"."cnpj" is not null;--> statement-breakpoint
CREATE INDEX "cadastro_pendente_expira_idx" ON "cadastro_pendente" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "solicitacao_documento_situacao_idx" ON "solicitacao_documento" USING btree ("situacao","enviada_em","id");--> statement-breakpoint
CREATE INDEX "solicitacao_documento_usuario_idx" ON "solicitacao_documento" USING btree ("usuario_id");--> statement-breakpoint
-- Data move (hand-written): every account that never confirmed its e-mail becomes a pending
-- registration attempt, so it stops holding the e-mail and the CPF/CNPJ. Its code is dead (empty
-- hash, already expired): its owner signs in with the password, which names the attempt, and asks
-- for a new code. It is kept 7 days from now.
INSERT INTO "cadastro_pendente" ("id", "nome", "email", "celular", "selecao", "cpf", "cnpj", "password_hash", "aceite_versao", "aceite_em", "codigo_hash", "codigo_expira_em", "tentativas", "expira_em", "criado_em")
SELECT gen_random_uuid(), "nome", "email", "celular", "selecao", "cpf", "cnpj", "password_hash", "aceite_versao", "aceite_em", '', now(), 0, now() + interval '7 days', "criado_em"
FROM "usuario" WHERE "email_verificado_em" IS NULL;--> statement-breakpoint
DELETE FROM "usuario" WHERE "email_verificado_em" IS NULL;
