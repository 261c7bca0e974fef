export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { type ListParams, type SortOrder, useListParams } from './use-list-params';
