ALTER TABLE "indicador" ADD COLUMN "linhagem" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "principio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "indicador_linhagem_idx" ON "indicador" USING btree ("linhagem");