CREATE TABLE "solicitacao_acesso" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_acesso_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tecnico_id" integer NOT NULL,
	"produtor_id" integer NOT NULL,
	"mensagem" text,
	"status" varchar(10) DEFAULT 'pendente' NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"decidida_em" timestamp with time zone,
	CONSTRAINT "solicitacao_acesso_status_ck" CHECK ("solicitacao_acesso"."status" in ('pendente', 'aceita', 'recusada'))
);
--> statement-breakpoint
ALTER TABLE "solicitacao_acesso" ADD CONSTRAINT "solicitacao_acesso_tecnico_id_usuario_id_fk" FOREIGN KEY ("tecnico_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_acesso" ADD CONSTRAINT "solicitacao_acesso_produtor_id_usuario_id_fk" FOREIGN KEY ("produtor_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacao_acesso_pendente_uq" ON "solicitacao_acesso" USING btree ("tecnico_id","produtor_id") WHERE "solicitacao_acesso"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "solicitacao_acesso_produtor_idx" ON "solicitacao_acesso" USING btree ("produtor_id","criada_em" DESC NULLS LAST);