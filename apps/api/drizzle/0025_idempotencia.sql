CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"chave" uuid NOT NULL,
	"rota" text NOT NULL,
	"impressao" text NOT NULL,
	"estado" text DEFAULT 'concluido' NOT NULL,
	"status" smallint,
	"resposta" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_usuario_id_chave_pk" PRIMARY KEY("usuario_id","chave"),
	CONSTRAINT "idempotencia_estado_ck" CHECK ("idempotencia"."estado" in ('em_andamento', 'concluido'))
);
--> statement-breakpoint
-- Answer versions: existing answers start at 1 (a constant default: no table rewrite), every later
-- change takes the next value of the sequence, which starts above them.
CREATE SEQUENCE IF NOT EXISTS "resposta_versao_seq" AS bigint START WITH 2;--> statement-breakpoint
ALTER TABLE "resposta" ADD COLUMN "versao" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resposta" ALTER COLUMN "versao" SET DEFAULT nextval('resposta_versao_seq');--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_criado_em_idx" ON "idempotencia" USING btree ("criado_em");