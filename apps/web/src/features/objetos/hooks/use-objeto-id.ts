import { useParams } from 'react-router';

/** The `:objectId` of the route as a positive integer, or null when it is not one. */
export function useObjetoId(): number | null {
  const { objectId } = useParams();
  const id = Number(objectId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
