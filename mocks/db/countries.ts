// Countries and dialling codes of the account service (country/list, country_code/list,
// register/phone/country/list). Ids are the service's own numbering; 37 is China.

import type { Country } from '@/lib/contracts/uc';

export const COUNTRIES: readonly Country[] = [
  { country_id: 37, name: '中国', area_code: '86', abbr: 'CN' },
  { country_id: 128, name: '中国香港', area_code: '852', abbr: 'HK' },
  { country_id: 129, name: '中国澳门', area_code: '853', abbr: 'MO' },
  { country_id: 130, name: '中国台湾', area_code: '886', abbr: 'TW' },
  { country_id: 197, name: '新加坡', area_code: '65', abbr: 'SG' },
  { country_id: 100, name: '日本', area_code: '81', abbr: 'JP' },
  { country_id: 104, name: '韩国', area_code: '82', abbr: 'KR' },
  { country_id: 131, name: '马来西亚', area_code: '60', abbr: 'MY' },
  { country_id: 190, name: '泰国', area_code: '66', abbr: 'TH' },
  { country_id: 211, name: '越南', area_code: '84', abbr: 'VN' },
  { country_id: 99, name: '印度', area_code: '91', abbr: 'IN' },
  { country_id: 14, name: '澳大利亚', area_code: '61', abbr: 'AU' },
  { country_id: 204, name: '英国', area_code: '44', abbr: 'GB' },
  { country_id: 82, name: '德国', area_code: '49', abbr: 'DE' },
  { country_id: 76, name: '法国', area_code: '33', abbr: 'FR' },
  { country_id: 39, name: '加拿大', area_code: '1', abbr: 'CA' },
  { country_id: 205, name: '美国', area_code: '1', abbr: 'US' },
];

/** Countries whose phone numbers cannot register (the service's register list leaves them out). */
export const PHONE_REGISTER_EXCLUDED_IDS: readonly number[] = [205];

export const DEFAULT_COUNTRY_ID = 37;

/** Country id for a dialling code (the first listed wins for shared codes such as 1). */
export function countryIdForAreaCode(areaCode: string | undefined): number {
  return COUNTRIES.find((country) => country.area_code === areaCode)?.country_id ?? DEFAULT_COUNTRY_ID;
}

export function countryById(id: number): Country | undefined {
  return COUNTRIES.find((country) => country.country_id === id);
}
