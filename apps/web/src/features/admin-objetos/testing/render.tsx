import type { RouteObject } from 'react-router';
import { renderRoute } from '@/testing/render-route';
import type { OnBehalfReport } from '../report-slot';
import { adminObjetosRoutes } from '../routes';

/** Stands in for the performance report feature: shows what it was handed. */
export const FakeReport: OnBehalfReport = (props) => (
  <div data-testid="relatorio">
    {`${props.view} objeto=${props.objetoId} edicao=${props.edicaoId} questionario=${props.questionarioId} user=${props.userId}`}
    <a href={props.linkTo('completo', 30)}>completo</a>
  </div>
);

/** Renders the admin unit routes at `path` (copies: a router marks the lazy properties it loaded on the objects). */
export function renderAdminObjetos(path: string, Report: OnBehalfReport = FakeReport) {
  const copies: RouteObject[] = adminObjetosRoutes(async () => Report).map((route) => ({
    ...route,
    lazy: { ...(route.lazy as object) },
  }));
  return renderRoute([...copies, { path: '*', element: <h1>Outra tela</h1> }], { path });
}
