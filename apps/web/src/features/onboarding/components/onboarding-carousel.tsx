import type { OnboardingSlide } from '@guia/shared';
import { ActionIcon, Button, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import classes from './onboarding.module.css';

const SWIPE_MIN_PX = 50;

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The welcome slides (spec screen 5): no auto-play and no loop. 'Pular' moves to the next slide; the last
 * slide offers 'Começar', which leads to unit registration. Arrow keys and swipes move between slides.
 */
export function OnboardingCarousel({ slides }: { slides: OnboardingSlide[] }) {
  const { t } = useTranslation('onboarding');
  const [index, setIndex] = useState(0);
  const pointerStart = useRef<number | null>(null);
  const last = slides.length - 1;
  const isLast = index >= last;
  const goTo = (next: number) => setIndex(Math.min(Math.max(next, 0), last));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, last));
      else if (e.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  return (
    <Stack
      component="section"
      gap="lg"
      aria-roledescription={t('carrossel')}
      aria-label={t('titulo')}
      onPointerDown={(e) => {
        pointerStart.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (pointerStart.current === null) return;
        const dx = e.clientX - pointerStart.current;
        pointerStart.current = null;
        if (Math.abs(dx) >= SWIPE_MIN_PX) goTo(index + (dx < 0 ? 1 : -1));
      }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon
          className={classes.arrow}
          variant="light"
          size={48}
          radius="xl"
          aria-label={t('anterior')}
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <div className={classes.viewport} style={{ flex: 1 }}>
          <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
              <div
                key={slide.id}
                className={classes.slide}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('posicao', { atual: i + 1, total: slides.length })}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <Stack gap="md" align="center" ta="center" px="xs">
                  <Image
                    src={slide.imagem}
                    fallbackSrc="/ilustracoes/pasto.svg"
                    alt=""
                    className={classes.image}
                    w="100%"
                    maw={520}
                  />
                  <Title order={2}>{slide.titulo}</Title>
                  <Text size="lg" maw={560}>
                    {slide.descricao}
                  </Text>
                </Stack>
              </div>
            ))}
          </div>
        </div>
        <ActionIcon
          className={classes.arrow}
          variant="light"
          size={48}
          radius="xl"
          aria-label={t('proximo')}
          disabled={isLast}
          onClick={() => goTo(index + 1)}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>

      <VisuallyHidden aria-live="polite">
        {t('anuncio', { atual: index + 1, total: slides.length, titulo: slides[index]?.titulo ?? '' })}
      </VisuallyHidden>

      <Group justify="center" gap={4} aria-label={t('indicador')} role="group">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            aria-label={t('irPara', { numero: i + 1, titulo: slide.titulo })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
          />
        ))}
      </Group>

      <Group justify="center">
        {isLast ? (
          <Button component={Link} to={href('Cadastrar-Objeto')} size="lg" miw={200}>
            {t('comecar')}
          </Button>
        ) : (
          <Button variant="outline" size="lg" miw={200} onClick={() => goTo(index + 1)}>
            {t('pular')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
