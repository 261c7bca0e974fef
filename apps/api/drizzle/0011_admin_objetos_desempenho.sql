CREATE TABLE "objeto_indicador_ultimo" (
	"objeto_id" integer NOT NULL,
	"indicador_id" integer NOT NULL,
	"percentual" smallint NOT NULL,
	"anterior_percentual" smallint,
	"evolucao" smallint GENERATED ALWAYS AS (percentual - anterior_percentual) STORED,
	CONSTRAINT "objeto_indicador_ultimo_objeto_id_indicador_id_pk" PRIMARY KEY("objeto_id","indicador_id")
);
--> statement-breakpoint
ALTER TABLE "objeto" ADD COLUMN "situacao" varchar(10) DEFAULT 'sem-guia' NOT NULL;--> statement-breakpoint
ALTER TABLE "objeto_indicador_ultimo" ADD CONSTRAINT "objeto_indicador_ultimo_objeto_id_objeto_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objeto_indicador_ultimo_percentual_idx" ON "objeto_indicador_ultimo" USING btree ("indicador_id","percentual","objeto_id");--> statement-breakpoint
CREATE INDEX "objeto_indicador_ultimo_evolucao_idx" ON "objeto_indicador_ultimo" USING btree ("indicador_id","evolucao","objeto_id") WHERE evolucao > 0;--> statement-breakpoint
CREATE INDEX "objeto_situacao_nome_idx" ON "objeto" USING btree ("situacao","nome_busca" collate "C","id");--> statement-breakpoint
CREATE INDEX "objeto_area_nome_idx" ON "objeto" USING btree ("area" NULLS FIRST,"nome_busca" collate "C","id");--> statement-breakpoint
CREATE INDEX "objeto_rebanho_nome_idx" ON "objeto" USING btree ("rebanho" NULLS FIRST,"nome_busca" collate "C","id");--> statement-breakpoint
ALTER TABLE "objeto" ADD CONSTRAINT "objeto_situacao_ck" CHECK ("objeto"."situacao" in ('completo', 'incompleto', 'sem-guia'));--> statement-breakpoint
-- >>> KEEP AT MERGE (unitsperf): objeto.situacao, the unit's status in the current edition (the
-- latest available one), kept by triggers on questionario and edicao. Not expressible in drizzle-kit.
CREATE OR REPLACE FUNCTION objeto_situacao_atualizar(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  atual integer := (SELECT e.id FROM edicao e WHERE e.disponivel ORDER BY e.ano DESC, e.id DESC LIMIT 1);
BEGIN
  IF ids IS NOT NULL AND cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE objeto o SET situacao = s.situacao
    FROM (SELECT x.id,
                 coalesce((SELECT CASE WHEN bool_or(q.finalizado) THEN 'completo' ELSE 'incompleto' END
                             FROM questionario q
                            WHERE q.objeto_id = x.id AND q.edicao_id = atual
                           HAVING count(*) > 0), 'sem-guia') AS situacao
            FROM objeto x
           WHERE ids IS NULL OR x.id = ANY (ids)) s
   WHERE o.id = s.id AND o.situacao IS DISTINCT FROM s.situacao;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION questionario_situacao_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM objeto_situacao_atualizar(ARRAY(SELECT DISTINCT n.objeto_id FROM novas n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM objeto_situacao_atualizar(ARRAY(SELECT DISTINCT a.objeto_id FROM antigas a));
  ELSE
    PERFORM objeto_situacao_atualizar(ARRAY(
      SELECT x.objeto_id
        FROM novas n JOIN antigas a ON a.id = n.id,
             LATERAL (VALUES (n.objeto_id), (a.objeto_id)) x(objeto_id)
       WHERE (n.finalizado, n.edicao_id, n.objeto_id) IS DISTINCT FROM (a.finalizado, a.edicao_id, a.objeto_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION edicao_situacao_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM objeto_situacao_atualizar(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questionario_situacao_ins AFTER INSERT ON questionario
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION questionario_situacao_trg();
--> statement-breakpoint
CREATE TRIGGER questionario_situacao_upd AFTER UPDATE ON questionario
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION questionario_situacao_trg();
--> statement-breakpoint
CREATE TRIGGER questionario_situacao_del AFTER DELETE ON questionario
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION questionario_situacao_trg();
--> statement-breakpoint
CREATE TRIGGER edicao_situacao AFTER INSERT OR DELETE OR UPDATE OF disponivel, ano ON edicao
  FOR EACH STATEMENT EXECUTE FUNCTION edicao_situacao_trg();
--> statement-breakpoint
SELECT objeto_situacao_atualizar(NULL);
-- <<< END KEEP AT MERGE (unitsperf: situacao)
--> statement-breakpoint
-- >>> KEEP AT MERGE (unitsperf): rebuilds objeto_indicador_ultimo (the indicator filters of the
-- admin list) from objeto_resultado and the answers. Same statement as the end of
-- reconstruirResultados() in src/db/queries/objeto-resultado.ts.
INSERT INTO objeto_indicador_ultimo (objeto_id, indicador_id, percentual, anterior_percentual)
SELECT r.objeto_id, rs.indicador_id, nv.pct, pa.pct
  FROM objeto_resultado r
  JOIN resposta rs ON rs.questionario_id = r.questionario_id
  JOIN (SELECT n.id, n.peso, (n.peso * 100) / nullif(max(n.peso) OVER (PARTITION BY n.indicador_id), 0) AS pct
          FROM nivel n) nv ON nv.id = rs.nivel_id AND nv.peso > 0
  JOIN indicador i ON i.id = rs.indicador_id
  LEFT JOIN (SELECT ra.questionario_id, ia.codigo, na.pct
               FROM resposta ra
               JOIN indicador ia ON ia.id = ra.indicador_id
               JOIN (SELECT n.id, n.peso, (n.peso * 100) / nullif(max(n.peso) OVER (PARTITION BY n.indicador_id), 0) AS pct
                       FROM nivel n) na ON na.id = ra.nivel_id AND na.peso > 0) pa
    ON pa.questionario_id = r.anterior_questionario_id AND pa.codigo = i.codigo;
-- <<< END KEEP AT MERGE (unitsperf: objeto_indicador_ultimo)
--> statement-breakpoint
-- >>> KEEP AT MERGE (unitsperf): a trigram index for the unit name search (LIKE '%term%' on
-- objeto.nome_busca), only where the pg_trgm extension can be created (PostgreSQL; not PGlite,
-- where the search scans).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): the unit name search scans objeto', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS objeto_nome_busca_trgm_idx ON objeto USING gin (nome_busca gin_trgm_ops);
  END IF;
END $$;
-- <<< END KEEP AT MERGE (unitsperf: pg_trgm)
