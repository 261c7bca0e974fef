CREATE TABLE "relatorio_referencia" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"versao" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "relatorio_referencia_uma_linha" CHECK ("relatorio_referencia"."id")
);
--> statement-breakpoint
ALTER TABLE "questionario" ADD COLUMN "versao_relatorio" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "objeto" ADD COLUMN "versao_relatorio" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "versao_relatorio" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
INSERT INTO "relatorio_referencia" DEFAULT VALUES;
--> statement-breakpoint
-- Change stamps for the stored reports (relatorio_armazenado): a report read compares a few integers
-- instead of hashing the unit header, its owner and the evidence list on every read. Each stamp
-- grows whenever something a finished report shows changes.
CREATE FUNCTION relatorio_objeto_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.usuario_id, NEW.nomeunidade, NEW.uf, NEW.cidade, NEW.categoria_id, NEW.atividade_id,
      NEW.sistemaadotado_id, NEW.area, NEW.area_pasto, NEW.rebanho, NEW.inscricao_estadual, NEW.car)
     IS DISTINCT FROM (OLD.usuario_id, OLD.nomeunidade, OLD.uf, OLD.cidade, OLD.categoria_id,
      OLD.atividade_id, OLD.sistemaadotado_id, OLD.area, OLD.area_pasto, OLD.rebanho,
      OLD.inscricao_estadual, OLD.car) THEN
    NEW.versao_relatorio := OLD.versao_relatorio + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER objeto_relatorio_versao BEFORE UPDATE ON "objeto"
  FOR EACH ROW EXECUTE FUNCTION relatorio_objeto_mudou();
--> statement-breakpoint
CREATE FUNCTION relatorio_usuario_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.nome, NEW.email) IS DISTINCT FROM (OLD.nome, OLD.email) THEN
    NEW.versao_relatorio := OLD.versao_relatorio + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_relatorio_versao BEFORE UPDATE ON "usuario"
  FOR EACH ROW EXECUTE FUNCTION relatorio_usuario_mudou();
--> statement-breakpoint
-- The unit's history (the comparative with its own past years) changes when one of its
-- questionnaires is finished, reopened, created finished (imports, tests) or deleted.
CREATE FUNCTION relatorio_historico_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "objeto" SET versao_relatorio = versao_relatorio + 1
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.objeto_id ELSE NEW.objeto_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questionario_relatorio_historico AFTER UPDATE OF finalizado, finalizado_em ON "questionario"
  FOR EACH ROW WHEN ((OLD.finalizado, OLD.finalizado_em) IS DISTINCT FROM (NEW.finalizado, NEW.finalizado_em))
  EXECUTE FUNCTION relatorio_historico_mudou();
--> statement-breakpoint
CREATE TRIGGER questionario_relatorio_historico_criado AFTER INSERT ON "questionario"
  FOR EACH ROW WHEN (NEW.finalizado) EXECUTE FUNCTION relatorio_historico_mudou();
--> statement-breakpoint
CREATE TRIGGER questionario_relatorio_historico_apagado AFTER DELETE ON "questionario"
  FOR EACH ROW WHEN (OLD.finalizado) EXECUTE FUNCTION relatorio_historico_mudou();
--> statement-breakpoint
CREATE FUNCTION relatorio_evidencia_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questionario" SET versao_relatorio = versao_relatorio + 1
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.questionario_id ELSE NEW.questionario_id END);
  IF TG_OP = 'UPDATE' AND OLD.questionario_id IS DISTINCT FROM NEW.questionario_id THEN
    UPDATE "questionario" SET versao_relatorio = versao_relatorio + 1 WHERE id = OLD.questionario_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER evidencia_relatorio_versao AFTER INSERT OR DELETE OR UPDATE OF questionario_id, indicador_id, titulo ON "evidencia"
  FOR EACH ROW EXECUTE FUNCTION relatorio_evidencia_mudou();
--> statement-breakpoint
CREATE FUNCTION relatorio_referencia_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "relatorio_referencia" SET versao = versao + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categoria_relatorio_referencia AFTER UPDATE ON "categoria"
  FOR EACH ROW WHEN (OLD.titulo IS DISTINCT FROM NEW.titulo) EXECUTE FUNCTION relatorio_referencia_mudou();
--> statement-breakpoint
CREATE TRIGGER atividade_relatorio_referencia AFTER UPDATE ON "atividade"
  FOR EACH ROW WHEN (OLD.descricao IS DISTINCT FROM NEW.descricao) EXECUTE FUNCTION relatorio_referencia_mudou();
--> statement-breakpoint
CREATE TRIGGER sistema_adotado_relatorio_referencia AFTER UPDATE ON "sistema_adotado"
  FOR EACH ROW WHEN (OLD.descricao IS DISTINCT FROM NEW.descricao) EXECUTE FUNCTION relatorio_referencia_mudou();
--> statement-breakpoint
CREATE TRIGGER municipio_relatorio_referencia AFTER UPDATE ON "municipio"
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome) EXECUTE FUNCTION relatorio_referencia_mudou();
--> statement-breakpoint
CREATE TRIGGER edicao_relatorio_referencia AFTER UPDATE ON "edicao"
  FOR EACH ROW WHEN (OLD.ano IS DISTINCT FROM NEW.ano) EXECUTE FUNCTION relatorio_referencia_mudou();
