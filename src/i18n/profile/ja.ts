/** The profile image and account deletion sections of /mypage/account (spec 1 §5, §7, §8; issue 11). */
export default {
  picture: {
    heading: 'プロフィール画像',
    alt: 'あなたのプロフィール画像',
    fallback: '既定のアカウントアイコン',
    choose: '画像を選択',
    change: '画像を変更',
    hint: 'PNG、JPEG、GIF または WebP、15MB 未満。',
    progressLabel: 'アップロードの進捗',
    progress: '{{percent}}% 送信済み',
    uploading: '{{name}} をアップロード中…',
    done: '新しいプロフィール画像を保存しました。',
    dismiss: '閉じる',
    alerts: {
      size: {
        title: '画像のサイズが大きすぎます',
        body: '{{name}} は {{size}} です。15MB（15728640バイト）未満の画像を選択してください。',
      },
      type: {
        title: '画像ファイルではありません',
        body: 'PNG、JPEG、GIF または WebP の画像を選択してください。',
      },
      failed: {
        title: '画像を保存できませんでした',
        body: 'しばらくしてからもう一度お試しください。',
      },
    },
  },
  deletion: {
    heading: '退会',
    lead: 'アカウントを削除すると、すべてのデバイスでサインアウトし、プロフィール画像も削除されます。元に戻すことはできません。',
    start: 'アカウントを削除',
    dialogTitle: 'アカウントを削除しますか？',
    dialogLead: 'サインアウトしてホームページに移動します。',
    surveyLabel: '退会の理由をお聞かせください（任意）',
    surveyHint: 'ご回答は Drape3D の改善に役立てます。',
    confirm: 'アカウントを削除',
    cancel: 'キャンセル',
    deleting: '削除中…',
    refused: 'アカウントを削除できませんでした（コード {{code}}）。',
    failed: 'アカウントを削除できませんでした。もう一度お試しください。',
  },
}
