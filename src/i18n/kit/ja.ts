export default {
  close: '閉じる',
  loading: '読み込み中…',
  password: {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
    rules: 'パスワードの条件',
    state: {
      initial: '未確認',
      loading: '確認中',
      success: '満たしています',
      fail: '満たしていません',
    },
  },
  stepper: {
    label: '進行状況',
    done: '完了',
    current: '現在のステップ',
  },
  table: {
    paging: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    page: '{{page}}ページ',
    pageOf: '{{count}}ページ中{{page}}ページ',
  },
  fileDrop: {
    prompt: 'ここにファイルをドラッグするか、選択してください',
    choose: 'ファイルを選択',
    chosen: '選択したファイル',
  },
}
