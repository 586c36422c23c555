import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { errorPopupMachine } from './errorPopup.ts'

/** The test model of the global error pop-up (spec 1 §8): raised, then contact, send (ticket or not) or dismiss. */
export const model = defineModel({
  id: 'errorPopup',
  title: 'Global error pop-up',
  area: 'shell',
  rules: ['ERRPOP-1', 'ERRPOP-2', 'ERRPOP-3', 'ERRPOP-4'],
  machine: errorPopupMachine,
  model: {
    inputs: [{ name: 'page', input: undefined }],
    events: {
      'error.raised': [
        {
          name: 'a call fails',
          event: {
            type: 'error.raised',
            error: {
              apiName: 'Join',
              code: -500,
              message: 'Internal server error while joining',
              detail: 'HTTP 500',
            },
            page: '/member/signup',
          },
        },
      ],
      'error.contact': [{ name: 'contacts us', event: { type: 'error.contact' } }],
      'error.send': [{ name: 'sends the error code', event: { type: 'error.send' } }],
      'error.dismiss': [{ name: 'dismisses', event: { type: 'error.dismiss' } }],
    },
    outcomes: {
      sendErrorCode: {
        done: [
          { name: 'ticket created', output: { data: { result: { errCode: 0, errMsg: 'OK' } } } },
        ],
        error: [{ name: 'help desk down', error: failures.http500('zendeskTicketUpload') }],
      },
    },
    effects: ['navigate'],
  },
})
