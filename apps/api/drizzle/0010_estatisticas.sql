CREATE TABLE "estat_cadastro" (
	"granularidade" smallint NOT NULL,
	"inicio" date NOT NULL,
	"uf" varchar(2) NOT NULL,
	"usuarios" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estat_cadastro_granularidade_inicio_uf_pk" PRIMARY KEY("granularidade","inicio","uf")
);
--> statement-breakpoint
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
	"categoria_id" integer NOT NULL,
	"uf" varchar(2) NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionario_completo" ADD CONSTRAINT "questionario_completo_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ==== HAND-WRITTEN (keep at merge): admin statistics, users by day of registration and UF ====
-- drizzle-kit cannot declare a trigger. Keeps estat_cadastro (db/schema/estatisticas.ts) exact on
-- every insert, deletion and change of uf / criado_em of a user: granularidade 1 = the Brasília-time
-- day (UTC-3, FUSO_ESTATISTICAS_SQL), 2 = its month; a user without UF counts under ''.
CREATE FUNCTION "estat_cadastro_somar"(criado timestamptz, sigla text, sinal integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO estat_cadastro (granularidade, inicio, uf, usuarios)
  SELECT g.g, CASE WHEN g.g = 1 THEN x.dia ELSE x.dia - (extract(day FROM x.dia)::integer - 1) END,
    coalesce(sigla, ''), sinal
  FROM (SELECT (criado AT TIME ZONE INTERVAL '-03:00')::date AS dia) x
  CROSS JOIN (VALUES (1::smallint), (2::smallint)) g (g)
  ON CONFLICT (granularidade, inicio, uf) DO UPDATE SET usuarios = estat_cadastro.usuarios + excluded.usuarios;
$$;--> statement-breakpoint
CREATE FUNCTION "estat_cadastro_manter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM estat_cadastro_somar(OLD.criado_em, OLD.uf, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM estat_cadastro_somar(NEW.criado_em, NEW.uf, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "estat_cadastro_manter" AFTER INSERT OR DELETE OR UPDATE OF "uf", "criado_em" ON "usuario"
  FOR EACH ROW EXECUTE FUNCTION "estat_cadastro_manter"();--> statement-breakpoint
-- Users who existed before this migration.
INSERT INTO estat_cadastro (granularidade, inicio, uf, usuarios)
SELECT g.g, CASE WHEN g.g = 1 THEN u.dia ELSE u.dia - (extract(day FROM u.dia)::integer - 1) END, u.uf, count(*)
FROM (SELECT (criado_em AT TIME ZONE INTERVAL '-03:00')::date AS dia, coalesce(uf, '') AS uf FROM usuario) u
CROSS JOIN (VALUES (1::smallint), (2::smallint)) g (g)
GROUP BY 1, 2, 3;
-- ==== end of hand-written block ====
