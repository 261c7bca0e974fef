CREATE TABLE "autorizacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autorizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"produtor_id" integer NOT NULL,
	"tecnico_id" integer NOT NULL,
	"objeto_id" integer NOT NULL,
	"ver" boolean DEFAULT true NOT NULL,
	"preencher" boolean DEFAULT false NOT NULL,
	"evidencias" boolean DEFAULT false NOT NULL,
	"plano" boolean DEFAULT false NOT NULL,
	"finalizar" boolean DEFAULT false NOT NULL,
	"valida_ate" timestamp with time zone NOT NULL,
	"consentimento_versao" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tecnico" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"instituicao" text NOT NULL,
	"registro_profissional" text NOT NULL,
	"uf" char(2) NOT NULL,
	"status" varchar(12) DEFAULT 'pendente' NOT NULL,
	"solicitado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_em" timestamp with time zone,
	"decidido_por" integer,
	CONSTRAINT "tecnico_status_ck" CHECK ("tecnico"."status" in ('pendente', 'credenciado', 'suspenso'))
);
--> statement-breakpoint
ALTER TABLE "autorizacao" ADD CONSTRAINT "autorizacao_produtor_id_usuario_id_fk" FOREIGN KEY ("produtor_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao" ADD CONSTRAINT "autorizacao_tecnico_id_usuario_id_fk" FOREIGN KEY ("tecnico_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao" ADD CONSTRAINT "autorizacao_objeto_id_objeto_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tecnico" ADD CONSTRAINT "tecnico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autorizacao_viva_uq" ON "autorizacao" USING btree ("tecnico_id","objeto_id") WHERE "autorizacao"."revogada_em" is null;--> statement-breakpoint
CREATE INDEX "autorizacao_produtor_idx" ON "autorizacao" USING btree ("produtor_id");--> statement-breakpoint
CREATE INDEX "autorizacao_tecnico_idx" ON "autorizacao" USING btree ("tecnico_id");