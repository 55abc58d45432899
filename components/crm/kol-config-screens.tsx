'use client';

// The KOL form's two configuration views (crm/kol-collect-userInfo/config/countries and
// config/form): the countries and regions the programme recruits in, searchable by name, code,
// region or dialling code; and each field of the form as the configuration defines it (label,
// required, limits, hint), the contact kinds and platforms offered, and the follower minimum.
// Both link back to the form.

import Link from 'next/link';
import { useDeferredValue, useMemo, useState } from 'react';
import { pathOf } from '@/components/custody/links';
import { FormField, TextInput } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import type { KolCountry, KolFieldConfig } from '@/lib/contracts/crm';
import { formatFollowers } from '@/lib/crm';
import { EMPTY_PLACEHOLDER, formatDate } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { useKolCountries, useKolFormConfig } from '@/queries/crm';
import { KOL_LINKS, KOL_ROUTES } from './kol-links';
import { PageNav } from './page-nav';
import styles from './crm.module.css';

const BACK_TO_FORM = '返回申请表';

function BackToForm({ lang }: { lang: Language }) {
  return (
    <p className={styles.actions}>
      <Link href={pathOf(KOL_ROUTES.form, lang)} className={styles.linkButton}>
        {BACK_TO_FORM}
      </Link>
    </p>
  );
}

const COUNTRY_COLUMNS: readonly DataColumn<KolCountry>[] = [
  { key: 'name', title: '国家/地区', rowHeader: true, render: (row) => row.name },
  { key: 'code', title: '代码', render: (row) => row.code },
  { key: 'region', title: '所在大洲', render: (row) => row.region },
  { key: 'dial', title: '国际区号', render: (row) => `+${row.dialCode}` },
];

/** Whether a country matches a search: name, code, region or dialling code, case ignored. */
export function countryMatches(country: KolCountry, query: string): boolean {
  const wanted = query.trim().toLowerCase().replace(/^\+/, '');
  if (wanted === '') return true;
  return [country.name, country.code.toLowerCase(), country.region, country.dialCode].some((value) => value.includes(wanted));
}

export function KolCountriesScreen({ lang }: { lang: Language }) {
  const countries = useKolCountries();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => (countries.data ?? []).filter((country) => countryMatches(country, deferred)), [countries.data, deferred]);
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={KOL_LINKS} current={KOL_ROUTES.countries} label="KOL 页面导航" />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>可申请的国家/地区</h2>
        <p className={styles.muted}>以下国家和地区的创作者可以申请加入 KOL 计划。申请表中的“所在国家/地区”即从此列表中选择。</p>
        <div className={styles.search}>
          <FormField id="kol-country-search" label="搜索国家/地区">
            <TextInput id="kol-country-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="名称、代码、大洲或区号" />
          </FormField>
        </div>
        <QueryState query={countries}>
          {() => (
            <DataTable
              label="可申请的国家/地区"
              columns={COUNTRY_COLUMNS}
              rows={rows}
              rowKey={(row) => row.code}
              emptyText="没有匹配的国家/地区"
              cards
              testId="kol-countries"
            />
          )}
        </QueryState>
        <BackToForm lang={lang} />
      </section>
    </div>
  );
}

function limitsOf(field: KolFieldConfig): string {
  const parts = [field.minLength !== undefined ? `至少 ${field.minLength} 字` : null, field.maxLength !== undefined ? `最多 ${field.maxLength} 字` : null].filter(Boolean);
  return parts.length > 0 ? parts.join('，') : EMPTY_PLACEHOLDER;
}

const FIELD_COLUMNS: readonly DataColumn<KolFieldConfig>[] = [
  { key: 'label', title: '字段', rowHeader: true, render: (row) => row.label },
  { key: 'key', title: '标识', render: (row) => <code>{row.key}</code> },
  { key: 'required', title: '是否必填', render: (row) => (row.required ? '必填' : '选填') },
  { key: 'limits', title: '长度限制', render: limitsOf },
  { key: 'hint', title: '说明', render: (row) => row.hint ?? row.placeholder ?? EMPTY_PLACEHOLDER },
];

export function KolFormConfigScreen({ lang }: { lang: Language }) {
  const config = useKolFormConfig();
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={KOL_LINKS} current={KOL_ROUTES.config} label="KOL 页面导航" />
      <QueryState query={config}>
        {(loaded) => (
          <section className={styles.card} data-testid="kol-form-config">
            <h2 className={styles.cardTitle}>申请表字段说明</h2>
            <p className={styles.muted}>申请表按以下顺序展示各字段（配置更新于 {formatDate(loaded.updatedAt)}）。</p>
            <DataTable label="申请表字段" columns={FIELD_COLUMNS} rows={loaded.fields} rowKey={(row) => row.key} cards />
            <dl className={styles.facts}>
              <div>
                <dt>联系方式</dt>
                <dd>{loaded.contactTypes.map((option) => option.label).join('、')}</dd>
              </div>
              <div>
                <dt>社交媒体平台</dt>
                <dd>{loaded.platforms.map((option) => option.label).join('、')}</dd>
              </div>
              <div>
                <dt>粉丝数要求</dt>
                <dd>至少一个平台达到 {formatFollowers(loaded.minFollowers)}</dd>
              </div>
              <div>
                <dt>审核时间</dt>
                <dd>{loaded.reviewDays} 个工作日内</dd>
              </div>
            </dl>
            <BackToForm lang={lang} />
          </section>
        )}
      </QueryState>
    </div>
  );
}
