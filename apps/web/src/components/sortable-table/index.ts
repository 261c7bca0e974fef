export {
  moverItem,
  SortableTable,
  type SortableTableColumn,
  type SortableTableProps,
} from './sortable-table';
export { useOrdemLocal } from './use-ordem-local';
