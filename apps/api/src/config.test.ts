import { CONTATO_PADRAO } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/guia-config-test' };

describe('contact settings (CONTATO_*)', () => {
  it("uses the programme's channels when none is configured", () => {
    expect(loadConfig(base).contato).toEqual(CONTATO_PADRAO);
  });

  it('takes each configured channel, keeps WhatsApp as digits, and hides a channel set empty', () => {
    const { contato } = loadConfig({
      ...base,
      CONTATO_EMAIL: 'suporte@pecuaria.example.org',
      CONTATO_TELEFONE: '(65) 3321-4000',
      CONTATO_WHATSAPP: '+55 (65) 99988-7766',
      CONTATO_INSTAGRAM: 'https://instagram.com/pecuaria',
      CONTATO_FACEBOOK: '',
      CONTATO_LINKEDIN: '',
      CONTATO_YOUTUBE: '',
    });
    expect(contato).toEqual({
      email: 'suporte@pecuaria.example.org',
      telefone: '(65) 3321-4000',
      whatsapp: '5565999887766',
      instagram: 'https://instagram.com/pecuaria',
    });
  });

  it('refuses a bad value with a readable message naming the variable', () => {
    expect(() => loadConfig({ ...base, CONTATO_EMAIL: 'sem-arroba' })).toThrow(/CONTATO_EMAIL/);
    expect(() => loadConfig({ ...base, CONTATO_WHATSAPP: '99988-7766' })).toThrow(/CONTATO_WHATSAPP/);
    expect(() => loadConfig({ ...base, CONTATO_TELEFONE: '4000' })).toThrow(/CONTATO_TELEFONE/);
    expect(() => loadConfig({ ...base, CONTATO_YOUTUBE: 'javascript:alert(1)' })).toThrow(/CONTATO_YOUTUBE/);
    expect(() => loadConfig({ ...base, CONTATO_FACEBOOK: 'http://facebook.com/x' })).toThrow(/https/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: the socket address is the client', () => {
    expect(loadConfig(base).TRUST_PROXY).toBeUndefined();
  });

  it('reads a hop count', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('reads a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('refuses anything else, "true" (trust anyone) included', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('MAIL_PER_RECIPIENT_PER_HOUR', () => {
  it('defaults to 5 and refuses what is not a whole number from 1 to 1000', () => {
    expect(loadConfig(base).MAIL_PER_RECIPIENT_PER_HOUR).toBe(5);
    expect(loadConfig({ ...base, MAIL_PER_RECIPIENT_PER_HOUR: '12' }).MAIL_PER_RECIPIENT_PER_HOUR).toBe(12);
    for (const bad of ['0', '-1', '2.5', 'muitos', '1001']) {
      expect(() => loadConfig({ ...base, MAIL_PER_RECIPIENT_PER_HOUR: bad })).toThrow(
        /MAIL_PER_RECIPIENT_PER_HOUR/,
      );
    }
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('defaults to 10 connections and refuses what is not a whole number from 2 to 200', () => {
    expect(loadConfig(base).DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: '24' }).DATABASE_POOL_MAX).toBe(24);
    for (const bad of ['1', '0', '2.5', 'muitas', '201']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});
