CREATE UNIQUE INDEX "nivel_indicador_id_uq" ON "nivel" USING btree ("indicador_id","id");
--> statement-breakpoint
ALTER TABLE "resposta" DROP CONSTRAINT "resposta_nivel_id_nivel_id_fk";
--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_indicador_nivel_fk" FOREIGN KEY ("indicador_id","nivel_id") REFERENCES "public"."nivel"("indicador_id","id") ON DELETE restrict ON UPDATE no action;
