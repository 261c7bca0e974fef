CREATE TABLE "relatorio_armazenado" (
	"questionario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"validadores" text NOT NULL,
	"corpo" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatorio_armazenado_questionario_id_tipo_pk" PRIMARY KEY("questionario_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "relatorio_armazenado" ADD CONSTRAINT "relatorio_armazenado_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;