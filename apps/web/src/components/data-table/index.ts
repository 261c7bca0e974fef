export { DataTable, type DataTableColumn, type DataTableProps, type TableList } from './data-table';
export { ListFilter } from './list-filter';
export { SearchField, type SearchFieldProps } from './search-field';
export { type ListParams, type SortOrder, useListParams } from './use-list-params';
