import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { mensagemDeErro } from '@/lib/form-errors';
import type { EstruturaVersionada } from '../api/get-estrutura';
import { useSaveEstrutura } from '../api/save-estrutura';
import { type EstruturaDraft, errosNoFormulario, fromEstrutura, toBody, validarEstrutura } from './model';
import { chaveRascunho, useEstruturaDraft } from './use-estrutura-draft';

/**
 * The structure editor's form and its save: what was typed is kept as a draft in sessionStorage (and a
 * draft from before a reload is offered back); Salvar sends the whole principle with If-Match, and a
 * refusal puts the server's messages on the fields and moves the focus to the first one.
 */
export function useEstruturaForm(estrutura: EstruturaVersionada, productId: string, principioId: string) {
  const { t } = useTranslation('admin-guia');
  const salvar = useSaveEstrutura();
  const rascunho = useEstruturaDraft(chaveRascunho(productId, principioId, estrutura.versao));
  const [oferta, setOferta] = useState(rascunho.guardado);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped after a refused save: once the errors are rendered, the first invalid field takes the focus.
  const [mostrarErro, setMostrarErro] = useState(0);
  useEffect(() => {
    if (mostrarErro > 0) focusFirstInvalid(formRef.current);
  }, [mostrarErro]);

  const inicial = useMemo(() => fromEstrutura(estrutura), [estrutura]);
  // What the server holds, to tell whether anything was typed since (Mantine's dirty flags miss list moves).
  const salvoJson = useRef(JSON.stringify(inicial));
  const form = useForm<EstruturaDraft>({
    initialValues: inicial,
    validate: validarEstrutura,
    onValuesChange: (values) => {
      if (JSON.stringify(values) !== salvoJson.current) rascunho.guardar(values);
      else rascunho.limpar();
    },
  });

  const recusar = (message: string) => {
    setErroGeral(message);
    notifications.show({ color: 'red', message });
  };

  const submit = form.onSubmit(
    (values) => {
      setErroGeral(null);
      salvar.mutate(
        { productId, principioId, criterios: toBody(values), etag: estrutura.etag },
        {
          onSuccess: ({ data, message }) => {
            rascunho.limpar();
            // The form takes the saved structure: new ids, renumbered codes, the new version.
            const salvo = fromEstrutura(data);
            salvoJson.current = JSON.stringify(salvo);
            form.setInitialValues(salvo);
            form.setValues(salvo);
            form.resetDirty();
            notifications.show({ color: 'pasture', message: message || t('editor.salvo') });
          },
          onError: (error) => {
            if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
              form.setErrors(errosNoFormulario(error.fields));
              setMostrarErro((n) => n + 1);
            }
            recusar(mensagemDeErro(error, t('erroGenerico')));
          },
        },
      );
    },
    () => {
      setMostrarErro((n) => n + 1);
      recusar(t('editor.corrija'));
    },
  );

  const restaurar = () => {
    if (oferta) form.setValues(oferta.values);
    setOferta(null);
  };
  const descartar = () => {
    rascunho.limpar();
    setOferta(null);
  };

  return {
    form,
    formRef,
    submit,
    pending: salvar.isPending,
    sujo: JSON.stringify(form.values) !== salvoJson.current,
    erroGeral,
    oferta,
    restaurar,
    descartar,
  };
}
