CREATE TABLE "lembrete_email_envio" (
	"usuario_id" integer NOT NULL,
	"dia" date NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembrete_email_envio_usuario_id_dia_pk" PRIMARY KEY("usuario_id","dia")
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"chave" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"link" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone,
	"enviada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cadastro_pendente" ADD COLUMN "lembretes_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "lembretes_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lembrete_email_envio" ADD CONSTRAINT "lembrete_email_envio_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacao_usuario_chave_uq" ON "notificacao" USING btree ("usuario_id","chave");--> statement-breakpoint
CREATE INDEX "notificacao_usuario_criada_idx" ON "notificacao" USING btree ("usuario_id","criada_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacao_nao_lida_idx" ON "notificacao" USING btree ("usuario_id") WHERE "notificacao"."lida_em" is null;