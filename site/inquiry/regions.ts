/**
 * Korean administrative divisions (site/data/regions.json): the 17 provinces and metropolitan
 * cities with their districts, cities and counties, each named in Korean and English. The form
 * shows the page language's name; payloads and the server use the official Korean name.
 */
import data from '../data/regions.json' with { type: 'json' };
import { isForeignCountry } from './countries.ts';

export interface Region {
  /** Official Korean name, the payload value: '부산광역시', '해운대구'. */
  ko: string;
  /** English name shown on English pages: 'Busan', 'Haeundae-gu'. */
  en: string;
}

export interface Province extends Region {
  districts: readonly Region[];
}

export const PROVINCES: readonly Province[] = data.provinces;

/**
 * The last choice of the province list (contracts §17): an inquiry from abroad, whose district is
 * an ISO 3166-1 alpha-2 country code ('JP') and whose detailed address is free text.
 */
export const OVERSEAS: Region = { ko: '해외', en: 'Outside Korea' };

/** What the province list offers: the 17 provinces, then OVERSEAS. */
export const PROVINCE_CHOICES: readonly Region[] = [...PROVINCES, OVERSEAS];

/** The payload's province values, as a non-empty tuple for the schema's enum. */
export const PROVINCE_NAMES = PROVINCE_CHOICES.map((p) => p.ko) as [string, ...string[]];

/**
 * A region's name on a page of `locale`: ('부산광역시', 'ko') -> '부산광역시', ('en') -> 'Busan'.
 * regions.json names each region in Korean and English only, so a page in a further language shows
 * the English name.
 */
export function regionName(region: Region, locale: string): string {
  return locale === 'ko' ? region.ko : region.en;
}

/** ('부산광역시') -> [{ ko: '중구', en: 'Jung-gu' }, ...]; an unknown name -> [] */
export function districtsOf(province: string): readonly Region[] {
  return PROVINCES.find((p) => p.ko === province)?.districts ?? [];
}

/**
 * ('부산광역시', '해운대구') -> true; ('서울특별시', '해운대구') -> false; ('해외', 'JP') -> true; ('해외', 'KR'),
 * ('부산광역시', 'JP') -> false
 */
export function hasDistrict(province: string, district: string): boolean {
  if (province === OVERSEAS.ko) return isForeignCountry(district);
  return districtsOf(province).some((d) => d.ko === district);
}
