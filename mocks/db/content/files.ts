// The custody service's downloadable documents (资料文件) and the bytes each one downloads as:
// a small real body (a one-page PDF, a text or a CSV) padded to the size the list states, so
// the size a user reads is the size they get.

import { fileDownload, type RawContentFile } from '@/lib/contracts/content';
import { at } from './blocks';

export const FILE_CATEGORIES = [
  { key: 'forms', name: '申请表格' },
  { key: 'rules', name: '规则制度' },
  { key: 'reports', name: '审计报告' },
  { key: 'guides', name: '操作指南' },
] as const;

const PDF = 'application/pdf';
const TEXT = 'text/plain; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';

interface FileSeed {
  id: string;
  name: string;
  description: string;
  category: (typeof FILE_CATEGORIES)[number]['key'];
  size: number;
  day: string;
  contentType: string;
}

const SEEDS: readonly FileSeed[] = [
  { id: 'd01', name: '资产托管开户申请表（个人）.pdf', description: '个人用户开立资产托管账户时填写', category: 'forms', size: 186_368, day: '2025-01-06', contentType: PDF },
  { id: 'd02', name: '资产托管开户申请表（机构）.pdf', description: '机构用户开户，需加盖公章', category: 'forms', size: 243_712, day: '2025-01-06', contentType: PDF },
  { id: 'd03', name: '资产托管用户协议（2025 年 5 月版）.pdf', description: '《资产托管用户协议》可打印版本', category: 'rules', size: 1_258_291, day: '2025-05-20', contentType: PDF },
  { id: 'd04', name: '账户管理费说明（2025 年 7 月版）.pdf', description: '分档费率与 VIP 折扣', category: 'rules', size: 524_288, day: '2025-06-15', contentType: PDF },
  { id: 'd05', name: '2025 年第二季度资产证明报告.pdf', description: '独立审计机构出具的储备证明', category: 'reports', size: 3_670_016, day: '2025-07-10', contentType: PDF },
  { id: 'd06', name: '2025 年第三季度资产证明报告.pdf', description: '新增 USDC 储备明细', category: 'reports', size: 3_984_589, day: '2025-10-09', contentType: PDF },
  { id: 'd07', name: '提币地址白名单操作指南.pdf', description: '开启白名单与延迟生效的步骤', category: 'guides', size: 892_928, day: '2025-11-18', contentType: PDF },
  { id: 'd08', name: '安全项重置申请说明.txt', description: '手机或谷歌验证器丢失时的重置材料', category: 'guides', size: 18_432, day: '2025-03-12', contentType: TEXT },
  { id: 'd09', name: '支持币种与链类型清单.csv', description: '币种、链类型、最小充币数量与确认数', category: 'guides', size: 40_960, day: '2025-09-03', contentType: CSV },
  { id: 'd10', name: '机构授权书模板.txt', description: '机构授权经办人办理托管业务', category: 'forms', size: 12_800, day: '2025-02-12', contentType: TEXT },
  { id: 'd11', name: '反洗钱与客户身份识别制度摘要.pdf', description: '客户身份识别与可疑交易报告要求', category: 'rules', size: 655_360, day: '2025-04-10', contentType: PDF },
];

export const CONTENT_FILES: readonly RawContentFile[] = SEEDS.map(({ day, ...seed }) => ({
  ...seed,
  updatedAt: at(day),
  url: fileDownload.path({ id: seed.id }),
}));

/** A one-page PDF saying what the file is (ASCII: the page has no CJK font). */
function pdfBody(file: RawContentFile): string {
  const text = `Custody document ${file.id} - updated ${new Date(file.updatedAt).toISOString().slice(0, 10)}`;
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

function textBody(file: RawContentFile): string {
  if (file.contentType.startsWith('text/csv')) {
    return '币种,链类型,最小充币数量,确认数\nbtc,BTC,0.0001,2\neth,ERC20,0.01,12\nusdt,TRC20,1,20\nusdt,ERC20,10,12\nusdc,ERC20,10,12\nht,HECO,0.1,20\n';
  }
  return `${file.name.replace(/\.txt$/, '')}\n\n${file.description}。\n更新日期：${new Date(file.updatedAt + 8 * 3_600_000).toISOString().slice(0, 10)}\n`;
}

/** The file's bytes: its body, padded with blank lines (text) or after %%EOF (PDF) to its stated size. */
export function fileBytes(file: RawContentFile): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode(file.contentType === PDF ? pdfBody(file) : textBody(file));
  const bytes = new Uint8Array(Math.max(file.size, head.length));
  bytes.set(head);
  bytes.fill(0x0a, head.length);
  return bytes;
}

/** Content-Disposition of a download: an ASCII name for old clients, the real name in UTF-8. */
export function contentDisposition(file: RawContentFile): string {
  const extension = /\.[a-z0-9]+$/i.exec(file.name)?.[0] ?? '';
  return `attachment; filename="custody-${file.id}${extension}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}
