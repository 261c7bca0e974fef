CREATE TABLE "evidencia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evidencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionario_id" integer NOT NULL,
	"indicador_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"nomearquivo" text NOT NULL,
	"mime" varchar(120) NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionario" ADD COLUMN "codigo_comprovante" varchar(16);--> statement-breakpoint
ALTER TABLE "evidencia" ADD CONSTRAINT "evidencia_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencia" ADD CONSTRAINT "evidencia_indicador_id_indicador_id_fk" FOREIGN KEY ("indicador_id") REFERENCES "public"."indicador"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidencia_questionario_indicador_idx" ON "evidencia" USING btree ("questionario_id","indicador_id");--> statement-breakpoint
ALTER TABLE "questionario" ADD CONSTRAINT "questionario_codigo_comprovante_unique" UNIQUE("codigo_comprovante");