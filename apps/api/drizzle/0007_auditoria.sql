CREATE TABLE "auditoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ator_id" integer NOT NULL,
	"ator_nome" text NOT NULL,
	"acao" varchar(60) NOT NULL,
	"alvo_usuario_id" integer,
	"objeto_id" integer,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditoria_alvo_idx" ON "auditoria" USING btree ("alvo_usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "auditoria_ator_idx" ON "auditoria" USING btree ("ator_id","criado_em");--> statement-breakpoint
CREATE FUNCTION "auditoria_somente_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria: registros não podem ser alterados nem excluídos' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_somente_insercao" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_somente_insercao"();
