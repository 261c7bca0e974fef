CREATE TABLE "comparativo_estado" (
	"edicao_id" integer PRIMARY KEY NOT NULL,
	"finalizados" integer NOT NULL,
	"ultima_finalizacao" timestamp with time zone,
	"comparado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparativo_grupo" (
	"edicao_id" integer NOT NULL,
	"grupo" text NOT NULL,
	"versao" integer NOT NULL,
	"unidades" integer NOT NULL,
	"donos" integer NOT NULL,
	"soma_p1" integer NOT NULL,
	"soma_p2" integer NOT NULL,
	"soma_p3" integer NOT NULL,
	"soma_p4" integer NOT NULL,
	"soma_p5" integer NOT NULL,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparativo_grupo_edicao_id_grupo_pk" PRIMARY KEY("edicao_id","grupo")
);
--> statement-breakpoint
CREATE TABLE "comparativo_membro" (
	"edicao_id" integer NOT NULL,
	"grupo" text NOT NULL,
	"objeto_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"questionario_id" integer NOT NULL,
	"p1" smallint NOT NULL,
	"p2" smallint NOT NULL,
	"p3" smallint NOT NULL,
	"p4" smallint NOT NULL,
	"p5" smallint NOT NULL,
	CONSTRAINT "comparativo_membro_edicao_id_grupo_objeto_id_pk" PRIMARY KEY("edicao_id","grupo","objeto_id")
);
--> statement-breakpoint
ALTER TABLE "comparativo_estado" ADD CONSTRAINT "comparativo_estado_edicao_id_edicao_id_fk" FOREIGN KEY ("edicao_id") REFERENCES "public"."edicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparativo_grupo" ADD CONSTRAINT "comparativo_grupo_edicao_id_edicao_id_fk" FOREIGN KEY ("edicao_id") REFERENCES "public"."edicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparativo_membro" ADD CONSTRAINT "comparativo_membro_edicao_id_edicao_id_fk" FOREIGN KEY ("edicao_id") REFERENCES "public"."edicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparativo_membro" ADD CONSTRAINT "comparativo_membro_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparativo_membro_dono_idx" ON "comparativo_membro" USING btree ("edicao_id","grupo","usuario_id");--> statement-breakpoint
CREATE INDEX "comparativo_membro_usuario_idx" ON "comparativo_membro" USING btree ("usuario_id");