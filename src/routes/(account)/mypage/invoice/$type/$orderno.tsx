import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { INVOICE_TYPES, InvoiceCode, OrderNo } from '../../../../../contract/index.ts'
import { getInvoice } from '../../../../../services/commerce/invoices.ts'
import {
  InvoicePage,
  type InvoicePageState,
} from '../../../../../views/account/mypage/InvoicePage.tsx'
import { guardAccess } from '../../../../-access.ts'

/** The path's parameters: the invoice type of spec 2 §9 and an order number. */
const InvoiceParams = z.object({ type: z.enum(INVOICE_TYPES), orderno: OrderNo })

/**
 * /mypage/invoice/{type}/{orderno} (spec 2 §2): the invoice of one of the member's paid orders,
 * loaded before the page renders (on the server too, with the visitor's session). A signed-out
 * visitor is sent to sign-in and brought back.
 */
export const Route = createFileRoute('/(account)/mypage/invoice/$type/$orderno')({
  beforeLoad: guardAccess('account'),
  loader: async ({ params }): Promise<InvoicePageState> => {
    const parsed = InvoiceParams.safeParse(params)
    if (!parsed.success) return { kind: 'missing' }
    try {
      const answer = await getInvoice(parsed.data.orderno)
      if (answer.invoice && answer.invoice.invoiceType === parsed.data.type)
        return { kind: 'shown', invoice: answer.invoice }
      return { kind: answer.result.errCode === InvoiceCode.notPaid ? 'unpaid' : 'missing' }
    } catch {
      return { kind: 'failed' }
    }
  },
  staleTime: 0,
  component: function Invoice() {
    return <InvoicePage state={Route.useLoaderData()} />
  },
})
