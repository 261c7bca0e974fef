/** Identifies the finished questionnaire a report is about. */
export interface RelatorioKey {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
  /** An administrator reading the report on behalf of the unit's owner. */
  userId?: number | null;
}
