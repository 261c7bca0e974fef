CREATE TABLE "questionario_pendente" (
	"questionario_id" integer PRIMARY KEY NOT NULL
);
