'use client';

// A showcase page of a custody project (demo/project-620, demo/project-860; bare layout, so it
// links home and to the other project): the client and what was custodied, the headline figures,
// the assets, wallets and controls, and the timeline. Figures are decimal text formatted with
// lib/decimal.

import Link from 'next/link';
import { pathOf } from '@/components/custody/links';
import { CardSection } from '@/components/crm/card-section';
import { PageNav } from '@/components/crm/page-nav';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import styles from '@/components/crm/crm.module.css';
import { formatNumber } from '@/lib/decimal';
import type { Language } from '@/lib/routing/segments';
import { SHOWCASE_PROJECTS, type ShowcaseProject } from './projects';

const LINKS = [
  { routeId: 'demo/project-620', text: '项目 620' },
  { routeId: 'demo/project-860', text: '项目 860' },
  { routeId: 'cn', text: '资产托管' },
] as const;

const number = (value: string) => formatNumber(value, 8, { padZeros: false, thousands: true, maxLength: Infinity });

const ASSET_COLUMNS: readonly DataColumn<ShowcaseProject['assets'][number]>[] = [
  { key: 'currency', title: '币种', rowHeader: true, render: (row) => row.currency.toUpperCase() },
  { key: 'amount', title: '托管数量', align: 'right', render: (row) => number(row.amount) },
  { key: 'share', title: '占比', align: 'right', render: (row) => `${number(row.share)}%` },
];

export function ProjectShowcase({ id, lang }: { id: ShowcaseProject['id']; lang: Language }) {
  const project = SHOWCASE_PROJECTS[id];
  return (
    <div className={styles.page} data-testid={`project-${id}`}>
      <PageNav lang={lang} links={LINKS} current={`demo/project-${id}`} label="项目演示导航" />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{project.title}</h2>
        <p className={styles.muted}>客户：{project.client}</p>
        <p className={styles.lead}>{project.summary}</p>
        <dl className={styles.facts}>
          {project.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className={styles.figure}>
                {number(figure.value)} <small>{figure.unit}</small>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <CardSection id={`project-${id}-assets`} title="托管资产">
        <DataTable label="托管资产" columns={ASSET_COLUMNS} rows={project.assets} rowKey={(row) => row.currency} cards />
      </CardSection>
      <CardSection id={`project-${id}-wallets`} title="钱包结构">
        <div className={styles.grid}>
          {project.wallets.map((wallet) => (
            <div key={wallet.name} className={styles.tile}>
              <h3>{wallet.name}</h3>
              <p>
                <strong>{wallet.kind}</strong>
              </p>
              <p className={styles.muted}>{wallet.detail}</p>
            </div>
          ))}
        </div>
      </CardSection>
      <CardSection id={`project-${id}-controls`} title="风控措施">
        <ul className={styles.list}>
          {project.controls.map((control) => (
            <li key={control}>{control}</li>
          ))}
        </ul>
      </CardSection>
      <CardSection id={`project-${id}-timeline`} title="项目进程">
        <ol className={styles.timeline}>
          {project.timeline.map((step) => (
            <li key={step.date}>
              <time dateTime={step.date}>{step.date}</time>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
        <p className={styles.actions}>
          <Link href={pathOf('cn', lang)} className={styles.linkButton}>
            了解资产托管服务
          </Link>
        </p>
      </CardSection>
    </div>
  );
}
