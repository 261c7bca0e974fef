import { useParams } from 'react-router';
import { useArquivos } from '../api/get-arquivos';
import { useTipos } from '../api/get-tipos';

/** The breadcrumb names the theme once it is loaded (the page loads the same query). */
export function TemaCrumb({ fallback }: { fallback: string }) {
  const { data } = useTipos(Number(useParams().temaId));
  return data?.tema.titulo ?? fallback;
}

/** The breadcrumb names the material type once it is loaded. */
export function TipoCrumb({ fallback }: { fallback: string }) {
  const params = useParams();
  const { data } = useArquivos(Number(params.temaId), Number(params.tipoMaterialId));
  return data?.tipo.titulo ?? fallback;
}
