export default {
  page: {
    forbidden: { title: 'アクセスが禁止されています', text: 'このページを開く権限がありません。' },
    notFound: {
      title: 'ページが見つかりません',
      text: 'お探しのページは存在しないか、移動しました。',
    },
    unexpected: {
      title: '予期しないエラー',
      text: '問題が発生しました。しばらくしてからもう一度お試しください。',
    },
    other: {
      title: '問題が発生しました',
      text: 'このページを表示できません。問題が続く場合はお問い合わせください。',
    },
    storeMoved:
      'ストアは Drape Connect プラットフォームに移転しました。アセットとアドオンはそちらでお探しください。',
  },
  actions: {
    main: 'メインへ',
    pricing: '価格',
    helpCenter: 'ヘルプセンター',
    contact: 'お問い合わせ',
    connect: 'コネクトへ',
  },
  popup: {
    title: 'エラー',
    text: 'リクエストの処理中にエラーが発生しました。',
    contact: 'お問い合わせ',
    send: 'エラーコードを送信',
    sending: '送信中…',
    sent: 'ありがとうございます。エラーコードをサポートチームに送信しました。',
    sendFailed: 'エラーコードを送信できませんでした。お問い合わせをご利用ください。',
  },
  maintenance: {
    title: '申し訳ありません。ただいまメンテナンス中です。',
    text: 'できるだけ早く再開いたします。しばらくお待ちください。',
    linksLabel: '便利なリンク',
    home: 'ホーム',
    contact: 'お問い合わせ',
    helpCenter: 'ヘルプセンター',
  },
}
