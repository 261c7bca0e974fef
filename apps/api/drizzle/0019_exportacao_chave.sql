ALTER TABLE "exportacao" ADD COLUMN "chave" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exportacao_chave_uq" ON "exportacao" USING btree ("chave");