import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import {
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceTypeOf,
  type MyOrder,
} from '../../../contract/index.ts'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { Table, type Column } from '../../kit/Table.tsx'
import { role } from '../../kit/theme.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { Panel } from './MyPageLayout.tsx'

/**
 * My page's orders (spec 2 §3 order row, §7 GetMyOrder): the latest orders, newest first, with
 * their status and total; a paid one links to its invoice page.
 */
export function OrdersPanel({ orders }: { orders: MyOrder[] | null }) {
  const { t } = useTranslation(['mypage', 'commerce'])
  const language = useLanguage()
  const columns: Column<MyOrder>[] = [
    {
      key: 'orderDate',
      header: t('orders.date'),
      cell: (o) => formatInvoiceDate(o.orderDate, language),
    },
    {
      key: 'product',
      header: t('orders.product'),
      cell: (o) => t(`commerce:product.names.${o.product}`, { defaultValue: o.product }),
    },
    {
      key: 'total',
      header: t('orders.total'),
      align: 'end',
      cell: (o) => formatInvoiceAmount(o.total, o.currency),
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (o) => t(`orders.statuses.${o.status}`),
    },
    {
      key: 'invoiceNo',
      header: t('orders.invoice'),
      cell: (o) =>
        o.invoiceNo === '' ? (
          <span css={muted}>{t('orders.noInvoice')}</span>
        ) : (
          <SiteLink
            to={`/mypage/invoice/${invoiceTypeOf(o.invoiceNo)}/${o.orderNo}`}
            data-testid={`order-invoice-${o.orderNo}`}
          >
            {t('orders.viewInvoice', { invoiceNo: o.invoiceNo })}
          </SiteLink>
        ),
    },
  ]
  return (
    <Panel title={t('orders.title')} testId="mypage-orders">
      {orders === null ? (
        <p role="alert" css={muted}>
          {t('orders.loadFailed')}
        </p>
      ) : (
        <Table
          caption={t('orders.lead')}
          columns={columns}
          rows={orders}
          rowKey={(o) => o.orderNo}
          empty={t('orders.empty')}
        />
      )}
    </Panel>
  )
}

const muted = css`
  color: ${role.fgMuted};
`
