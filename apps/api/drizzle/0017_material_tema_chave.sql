ALTER TABLE "material_tema" ADD COLUMN "chave" varchar(40);--> statement-breakpoint
ALTER TABLE "material_tema" ADD CONSTRAINT "material_tema_chave_uq" UNIQUE("chave");