// The body of a document section, an article or an FAQ answer: paragraphs, lists and tables,
// every word rendered as text (the content service sends JSON blocks, never HTML). A table is
// the shared DataTable (a named, keyboard-scrollable region; cards on a phone).

import { DataTable, type DataColumn } from '@/components/records/data-table';
import type { ContentBlock } from '@/services/content/content';
import styles from './content.module.css';

type TableBlock = Extract<ContentBlock, { type: 'table' }>;

interface TableRow {
  index: number;
  cells: string[];
}

function TableBlockView({ block }: { block: TableBlock }) {
  const columns: DataColumn<TableRow>[] = block.columns.map((title, column) => ({ key: String(column), title, rowHeader: column === 0, render: (row) => row.cells[column] }));
  return (
    <DataTable
      label={block.caption ?? block.columns.join(' / ')}
      caption={block.caption}
      captionClassName={styles.tableCaption}
      columns={columns}
      rows={block.rows.map((cells, index) => ({ index, cells }))}
      rowKey={(row) => String(row.index)}
      cards
      className={styles.docTable}
      regionClassName={styles.tableRegion}
    />
  );
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}>{block.text}</p>;
        if (block.type === 'list') {
          const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{item}</li>);
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        return <TableBlockView key={index} block={block} />;
      })}
    </>
  );
}
