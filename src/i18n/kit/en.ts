/** Texts of the view kit's own controls (src/views/kit). */
export default {
  close: 'Close',
  loading: 'Loading…',
  password: {
    show: 'Show password',
    hide: 'Hide password',
    rules: 'Password requirements',
    state: {
      initial: 'not checked yet',
      loading: 'checking',
      success: 'met',
      fail: 'not met',
    },
  },
  stepper: {
    label: 'Progress',
    done: 'completed',
    current: 'current step',
  },
  table: {
    paging: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{count}}',
  },
  fileDrop: {
    prompt: 'Drag files here or choose them',
    choose: 'Choose files',
    chosen: 'Chosen files',
  },
}
