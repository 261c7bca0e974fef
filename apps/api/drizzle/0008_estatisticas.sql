CREATE TABLE "estat_entrega" (
	"granularidade" smallint NOT NULL,
	"inicio" date NOT NULL,
	"categoria_id" integer NOT NULL,
	"uf" varchar(2) NOT NULL,
	"entregues" integer DEFAULT 0 NOT NULL,
	"aproveitamento_p1" bigint DEFAULT 0 NOT NULL,
	"aproveitamento_p2" bigint DEFAULT 0 NOT NULL,
	"aproveitamento_p3" bigint DEFAULT 0 NOT NULL,
	"aproveitamento_p4" bigint DEFAULT 0 NOT NULL,
	"aproveitamento_p5" bigint DEFAULT 0 NOT NULL,
	"potencial" bigint DEFAULT 0 NOT NULL,
	"percentual" bigint DEFAULT 0 NOT NULL,
	"atendido_p1" bigint DEFAULT 0 NOT NULL,
	"atendido_p2" bigint DEFAULT 0 NOT NULL,
	"atendido_p3" bigint DEFAULT 0 NOT NULL,
	"atendido_p4" bigint DEFAULT 0 NOT NULL,
	"atendido_p5" bigint DEFAULT 0 NOT NULL,
	"nao_atendido_p1" bigint DEFAULT 0 NOT NULL,
	"nao_atendido_p2" bigint DEFAULT 0 NOT NULL,
	"nao_atendido_p3" bigint DEFAULT 0 NOT NULL,
	"nao_atendido_p4" bigint DEFAULT 0 NOT NULL,
	"nao_atendido_p5" bigint DEFAULT 0 NOT NULL,
	"nao_preenchido_p1" bigint DEFAULT 0 NOT NULL,
	"nao_preenchido_p2" bigint DEFAULT 0 NOT NULL,
	"nao_preenchido_p3" bigint DEFAULT 0 NOT NULL,
	"nao_preenchido_p4" bigint DEFAULT 0 NOT NULL,
	"nao_preenchido_p5" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "estat_entrega_granularidade_inicio_categoria_id_uf_pk" PRIMARY KEY("granularidade","inicio","categoria_id","uf")
);
--> statement-breakpoint
CREATE TABLE "estat_estado" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"construido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estat_objeto" (
	"granularidade" smallint NOT NULL,
	"inicio" date NOT NULL,
	"categoria_id" integer NOT NULL,
	"uf" varchar(2) NOT NULL,
	"objetos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estat_objeto_granularidade_inicio_categoria_id_uf_pk" PRIMARY KEY("granularidade","inicio","categoria_id","uf")
);
--> statement-breakpoint
CREATE TABLE "estat_objeto_entrega" (
	"granularidade" smallint NOT NULL,
	"inicio" date NOT NULL,
	"categoria_id" integer NOT NULL,
	"uf" varchar(2) NOT NULL,
	"objetos" integer DEFAULT 0 NOT NULL,
	"area" numeric(18, 2) DEFAULT 0 NOT NULL,
	"rebanho" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "estat_objeto_entrega_granularidade_inicio_categoria_id_uf_pk" PRIMARY KEY("granularidade","inicio","categoria_id","uf")
);
--> statement-breakpoint
CREATE TABLE "questionario_completo" (
	"questionario_id" integer PRIMARY KEY NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionario_completo" ADD CONSTRAINT "questionario_completo_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_uf_criado_em_idx" ON "usuario" USING btree ("uf","criado_em");