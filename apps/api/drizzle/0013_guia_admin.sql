ALTER TABLE "auditoria" ADD COLUMN "edicao_id" integer;--> statement-breakpoint
ALTER TABLE "edicao" ADD COLUMN "revisao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "auditoria_edicao_idx" ON "auditoria" USING btree ("edicao_id","criado_em");