export {
  moverItem,
  SortableTable,
  type SortableTableColumn,
  type SortableTableProps,
} from './sortable-table';
