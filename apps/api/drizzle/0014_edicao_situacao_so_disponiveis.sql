-- Units' status (objeto.situacao) follows the latest AVAILABLE edition only: creating, duplicating
-- or deleting a draft cannot change it, yet the statement trigger of migration 0011 recomputed every
-- unit on any insert or delete of an edition (~100-300 ms at 50,000-100,000 units for each draft
-- created, duplicated or deleted). Inserts and deletes now recompute only when an available edition
-- is among the rows; updates of `disponivel` or `ano` recompute as before.
DROP TRIGGER IF EXISTS edicao_situacao ON edicao;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION edicao_situacao_linhas_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM novas n WHERE n.disponivel) THEN
      PERFORM objeto_situacao_atualizar(NULL);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM antigas a WHERE a.disponivel) THEN
    PERFORM objeto_situacao_atualizar(NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER edicao_situacao_ins AFTER INSERT ON edicao
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION edicao_situacao_linhas_trg();
--> statement-breakpoint
CREATE TRIGGER edicao_situacao_del AFTER DELETE ON edicao
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION edicao_situacao_linhas_trg();
--> statement-breakpoint
CREATE TRIGGER edicao_situacao_upd AFTER UPDATE OF disponivel, ano ON edicao
  FOR EACH STATEMENT EXECUTE FUNCTION edicao_situacao_trg();
