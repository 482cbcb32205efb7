import ct from 'countries-and-timezones';

/** Where to get help in one country. Numbers are public services; kept short and checked by hand. */
export interface CountryResources {
  country: string;
  name: string;
  /** The number for emergency services (police, ambulance). */
  emergency: string;
  /** A suicide or emotional crisis line, for self-harm. */
  crisisLine?: string;
  /** A domestic violence and abuse line. */
  abuseLine?: string;
  /** Poison or urgent medical advice, for substances taken. */
  poisonLine?: string;
}

const RESOURCES: Record<string, CountryResources> = {
  US: {
    country: 'US',
    name: 'the US',
    emergency: '911',
    crisisLine: 'call or text 988 (the Suicide & Crisis Lifeline), any time',
    abuseLine: 'the National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788',
    poisonLine: 'Poison Control: 1-800-222-1222',
  },
  CA: { country: 'CA', name: 'Canada', emergency: '911', crisisLine: 'call or text 988 (the Suicide Crisis Helpline), any time' },
  GB: {
    country: 'GB',
    name: 'the UK',
    emergency: '999',
    crisisLine: 'Samaritans on 116 123, free, any time',
    abuseLine: 'the National Domestic Abuse Helpline: 0808 2000 247, any time',
    poisonLine: 'NHS 111 for urgent medical advice',
  },
  IE: { country: 'IE', name: 'Ireland', emergency: '112 or 999', crisisLine: 'Samaritans on 116 123, free, any time', abuseLine: "Women's Aid: 1800 341 900" },
  AU: {
    country: 'AU',
    name: 'Australia',
    emergency: '000',
    crisisLine: 'Lifeline on 13 11 14, any time',
    abuseLine: '1800RESPECT: 1800 737 732',
    poisonLine: 'the Poisons Information Centre: 13 11 26',
  },
  NZ: { country: 'NZ', name: 'New Zealand', emergency: '111', crisisLine: 'call or text 1737, any time', abuseLine: "Women's Refuge: 0800 733 843" },
  FR: { country: 'FR', name: 'France', emergency: '112 (or 15 for medical help)', crisisLine: 'le 3114, numéro national de prévention du suicide, 24h/24', abuseLine: 'le 3919 (Violences Femmes Info)' },
  DE: {
    country: 'DE',
    name: 'Germany',
    emergency: '112 (police: 110)',
    crisisLine: 'die TelefonSeelsorge: 0800 111 0 111 oder 0800 111 0 222, rund um die Uhr',
    abuseLine: 'das Hilfetelefon Gewalt gegen Frauen: 116 016',
  },
  ES: { country: 'ES', name: 'Spain', emergency: '112', crisisLine: 'el 024 (línea de atención a la conducta suicida), 24 horas', abuseLine: 'el 016 (violencia de género)' },
  IT: { country: 'IT', name: 'Italy', emergency: '112', crisisLine: 'Telefono Amico: 02 2327 2327', abuseLine: 'il 1522 (antiviolenza e stalking)' },
  PT: { country: 'PT', name: 'Portugal', emergency: '112', crisisLine: 'SNS 24: 808 24 24 24, ou SOS Voz Amiga: 213 544 545', abuseLine: 'a linha de apoio à vítima de violência doméstica: 800 202 148' },
  BR: { country: 'BR', name: 'Brazil', emergency: '192 (SAMU) ou 190 (polícia)', crisisLine: 'o CVV no 188, 24 horas', abuseLine: 'o 180 (Central de Atendimento à Mulher)' },
  MX: { country: 'MX', name: 'Mexico', emergency: '911', crisisLine: 'la Línea de la Vida: 800 911 2000' },
  IN: { country: 'IN', name: 'India', emergency: '112', crisisLine: 'Tele-MANAS: 14416' },
};

/** No country known: 988 (US) first, then the local emergency number wherever the person is. */
export const DEFAULT_RESOURCES: CountryResources = RESOURCES.US!;

/** The person's country from their account's time zone, else from the browser's locale region (e.g. 'pt-BR'). */
export function countryOf(input: { timeZone?: string | null; locale?: string | null }): string | null {
  if (input.timeZone) {
    const country = ct.getCountryForTimezone(input.timeZone);
    if (country) return country.id;
  }
  const region = input.locale?.match(/^[a-z]{2,3}[-_]([A-Za-z]{2})\b/)?.[1];
  return region ? region.toUpperCase() : null;
}

/** Resources for a country; null when none are listed for it (the reply then names the local emergency number). */
export function resourcesFor(country: string | null | undefined): CountryResources | null {
  return country ? (RESOURCES[country.toUpperCase()] ?? null) : null;
}
