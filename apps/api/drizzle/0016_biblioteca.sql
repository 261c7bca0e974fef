CREATE TABLE "faq_categoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"categoria_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"arquivo" text,
	"nomearquivo" text,
	"tipo_conteudo" varchar(100),
	"tamanho" integer,
	"link" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_tema" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_tema_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" varchar(40) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_tipo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_tipo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tema_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" varchar(40) NOT NULL,
	"categorias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_item" ADD CONSTRAINT "faq_item_categoria_id_faq_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."faq_categoria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_tipo_id_material_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."material_tipo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_tipo" ADD CONSTRAINT "material_tipo_tema_id_material_tema_id_fk" FOREIGN KEY ("tema_id") REFERENCES "public"."material_tema"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_item_categoria_idx" ON "faq_item" USING btree ("categoria_id","ordem");--> statement-breakpoint
CREATE INDEX "material_tipo_idx" ON "material" USING btree ("tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_arquivo_uq" ON "material" USING btree ("arquivo");--> statement-breakpoint
CREATE INDEX "material_tipo_tema_idx" ON "material_tipo" USING btree ("tema_id");