CREATE TABLE "exportacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exportacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"filtros" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pendente' NOT NULL,
	"processadas" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"arquivo" text,
	"nome_arquivo" text,
	"erro" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone,
	"lease_ate" timestamp with time zone,
	CONSTRAINT "exportacao_status_ck" CHECK ("exportacao"."status" in ('pendente', 'processando', 'pronto', 'erro'))
);
--> statement-breakpoint
CREATE TABLE "objeto_resultado" (
	"objeto_id" integer PRIMARY KEY NOT NULL,
	"questionario_id" integer NOT NULL,
	"edicao_id" integer NOT NULL,
	"finalizado_em" timestamp with time zone NOT NULL,
	"percentual" smallint NOT NULL,
	"p1" smallint NOT NULL,
	"p2" smallint NOT NULL,
	"p3" smallint NOT NULL,
	"p4" smallint NOT NULL,
	"p5" smallint NOT NULL,
	"anterior_questionario_id" integer,
	"anterior_percentual" smallint,
	"a1" smallint,
	"a2" smallint,
	"a3" smallint,
	"a4" smallint,
	"a5" smallint,
	"finalizados" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objeto" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (lower(translate(nomeunidade, 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "exportacao" ADD CONSTRAINT "exportacao_admin_id_usuario_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objeto_resultado" ADD CONSTRAINT "objeto_resultado_objeto_id_objeto_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exportacao_status_idx" ON "exportacao" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "exportacao_criado_em_idx" ON "exportacao" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "objeto_resultado_percentual_idx" ON "objeto_resultado" USING btree ("percentual");--> statement-breakpoint
CREATE INDEX "objeto_resultado_finalizado_em_idx" ON "objeto_resultado" USING btree ("finalizado_em");--> statement-breakpoint
CREATE INDEX "objeto_resultado_questionario_idx" ON "objeto_resultado" USING btree ("questionario_id");--> statement-breakpoint
CREATE INDEX "objeto_resultado_anterior_idx" ON "objeto_resultado" USING btree ("anterior_questionario_id");--> statement-breakpoint
CREATE INDEX "objeto_nome_busca_idx" ON "objeto" USING btree ("nome_busca" collate "C","id");--> statement-breakpoint
CREATE INDEX "objeto_cidade_idx" ON "objeto" USING btree ("cidade");--> statement-breakpoint
CREATE INDEX "objeto_criado_em_idx" ON "objeto" USING btree ("criado_em");
--> statement-breakpoint
-- >>> KEEP AT MERGE (units): not expressible in drizzle-kit. Rebuilds objeto_resultado (the admin
-- list's latest result per unit) from the questionnaires already finished. Same statement as
-- reconstruirResultados() in src/db/queries/objeto-resultado.ts.
    with fin as (
      select q.objeto_id, q.id, q.edicao_id, q.finalizado_em,
             row_number() over (partition by q.objeto_id order by q.finalizado_em desc, q.id desc) as rn,
             count(*) over (partition by q.objeto_id) as n
        from questionario q
       where q.finalizado and true
    ),
    sc as (
      select f.objeto_id, f.id, f.edicao_id, f.finalizado_em, f.rn, f.n,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 1), 0) as p1,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 2), 0) as p2,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 3), 0) as p3,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 4), 0) as p4,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 5), 0) as p5
        from fin f
        left join resultado_principio r on r.questionario_id = f.id
       where f.rn <= 2
       group by f.objeto_id, f.id, f.edicao_id, f.finalizado_em, f.rn, f.n
    )
    insert into objeto_resultado (objeto_id, questionario_id, edicao_id, finalizado_em, percentual,
                                  p1, p2, p3, p4, p5, anterior_questionario_id, anterior_percentual,
                                  a1, a2, a3, a4, a5, finalizados)
    select l.objeto_id, l.id, l.edicao_id, l.finalizado_em, (l.p1 + l.p2 + l.p3 + l.p4 + l.p5) / 5,
           l.p1, l.p2, l.p3, l.p4, l.p5, a.id, (a.p1 + a.p2 + a.p3 + a.p4 + a.p5) / 5,
           a.p1, a.p2, a.p3, a.p4, a.p5, l.n
      from sc l
      left join sc a on a.objeto_id = l.objeto_id and a.rn = 2
     where l.rn = 1
    on conflict (objeto_id) do update set
      questionario_id = excluded.questionario_id, edicao_id = excluded.edicao_id,
      finalizado_em = excluded.finalizado_em, percentual = excluded.percentual,
      p1 = excluded.p1, p2 = excluded.p2, p3 = excluded.p3, p4 = excluded.p4, p5 = excluded.p5,
      anterior_questionario_id = excluded.anterior_questionario_id,
      anterior_percentual = excluded.anterior_percentual,
      a1 = excluded.a1, a2 = excluded.a2, a3 = excluded.a3, a4 = excluded.a4, a5 = excluded.a5,
      finalizados = excluded.finalizados;
-- <<< END KEEP AT MERGE (units)
