export default {
  title: 'マシンアトラス',
  intro:
    'サイトのすべての業務プロセスをステートマシンとして表示します。状態、業務ルール、モデルベーステストのカバレッジを確認できます。',
  computing: 'マシンからカバレッジを計算しています…',
  areas: {
    accounts: 'アカウント',
    store: 'ストア',
    licences: 'ライセンス',
    'team console': 'チームコンソール',
    student: '学生',
    support: 'サポート',
    content: 'コンテンツ',
    events: 'イベント',
    shell: 'サイトシェル',
  },
  figures: {
    states: '状態',
    transitions: '遷移',
    guards: 'ガードの結果',
    paths: 'テストパス',
    rules: 'ルール',
  },
  open: '{{title}} を開く',
  decision: {
    title: 'アクセスルール',
    intro:
      '上から順に読む1つの決定表です。最初に一致した行がリダイレクトします。ページの表示前にルートガードがこの表を呼び出します。',
    rule: 'ルール',
    pages: 'ページ',
    when: '条件',
    redirect: '移動先',
  },
  machine: {
    back: 'すべてのマシン',
    notFound: 'このIDのマシンはありません。',
    diagram: 'ダイアグラム',
    legend: {
      covered: 'カバー済み',
      uncovered: '未カバー',
      active: '現在の状態',
      enabled: '今可能な遷移',
    },
    fit: '幅に合わせる',
    actual: '実寸表示',
    spec: '仕様',
    kind: { state: '状態', transition: '遷移', guard: 'ガードの結果' },
    exportSvg: 'SVG を書き出す',
    exportMermaid: 'Mermaid を書き出す',
    states: '状態',
    rules: 'ルール',
    implementedBy: '実装している遷移',
    exercisedBy: '{{count}} 件のテストパスで検証',
    notExercised: 'このルールを検証するテストパスはありません',
    paths: '生成されたテストパス',
    pathsIntro:
      '各パスはマシン上で実行され、マシンにページがある場合はそのページでも実行されます。',
    uncovered: '未カバー',
    allCovered: 'すべての状態、遷移、ガードの結果がカバーされています。',
    simulate: 'シミュレーション',
    simulateIntro: 'マシンを開始し、イベントまたはサービスの結果を選んで次の状態を確認します。',
    startWith: '開始時の入力',
    reset: 'やり直す',
    current: '現在の状態',
    events: 'ユーザーが送れるイベント',
    outcomes: 'サービスの結果',
    none: 'この状態では何も起こりません。',
    history: '実行したステップ',
    layingOut: 'ダイアグラムを配置しています…',
    showPaths: '{{count}} 件のパスを表示',
    hidePaths: 'パスを隠す',
    diagramBox: '{{title}} の図：矢印キーでスクロール、+ と − でズーム',
    layoutFailed: '図をレイアウトできませんでした：{{error}}',
    destination: '移動先',
    navigated: '（移動済み）',
    notYet: '（決定済み、まだ移動していません）',
    noDestination: 'まだ移動先はありません',
    context: 'マシンのデータ（コンテキスト）',
    specSections: 'これらのルールが引用する仕様の節',
    specSectionsIntro: '上の各ルールのリンク先となる仕様の原文です（英語の原文のまま）。',
    specDoc: '仕様 {{doc}}',
    specSays: '仕様の原文',
    specSection: '仕様 {{section}}',
  },
  zoom: {
    group: 'ズーム',
    out: '縮小',
    in: '拡大',
    actual: '100 %',
    fit: '図全体',
    hint: 'ドラッグまたはスクロールで移動、Ctrl + ホイール、ピンチ、または + − 0 キーでズームします。',
  },
  words: { anyState: 'どの状態でも' },
  coverage: {
    shown: '表示するカバレッジ',
    planned: '生成されたテストパス',
    observed: 'エンドツーエンド実行',
    observedTitle: 'エンドツーエンドで実行された遷移',
    observedIntro:
      '前回の Playwright 実行で実際のアプリケーションのアクターが報告した遷移を、生成されたパスが通る遷移と並べて示します。',
    noRun: 'このビルドにはエンドツーエンド実行の記録がありません。',
    recorded: '{{date}} に {{tests}} 件のエンドツーエンドテストから記録しました。',
    transition: '遷移',
    byPaths: 'パス',
    byApp: '実アプリ',
    summary:
      '遷移 {{total}} 件のうち実アプリが {{observed}} 件を通り、パスは {{planned}} 件を通ります。',
  },
  mutation: {
    title: 'ミューテーションテスト',
    intro:
      'Stryker はマシンを一度に一か所ずつ変え（ガードの否定、遷移先の変更、文言の削除）、テストを実行します。どのテストも気づかない変更は、誰も確かめていないルールです。最後の npm run test:mutation の結果です。',
    score: '検出されたミュータント',
    guards: '検出されたガードのミュータント',
    targets: '検出された遷移先のミュータント',
    none: 'このチェックアウトにはミューテーション実行の記録がありません。',
    survivors: 'どのテストも検出しなかったミュータント',
    noSurvivors: 'すべてのミュータントが検出されました。',
    line: '行',
    change: '変更',
    kind: '種類',
    kinds: { guard: 'ガード', target: '遷移先', other: 'その他' },
  },
  machines: {
    session: {
      title: 'セッション：ログイン中のユーザー',
      description: '誰がログインしているか（仕様 1 §4 セッション）。',
    },
    signIn: {
      title: 'ID とパスワードでログイン',
      description: 'ID とパスワードでログインし、仕様 1 §4 が定める行き先へ会員を送ります。',
    },
    passwordChange: {
      title: 'パスワードの強制変更',
      description: 'パスワードがIDと同じ会員のパスワード変更（仕様 1 §4 ステップ3、§5）。',
    },
    signOut: { title: 'ログアウト', description: 'セッションを終えて離れます（仕様 1 §4）。' },
    socialSignIn: {
      title: 'ソーシャルプラットフォームのトークンでログイン',
      description:
        'ソーシャルプラットフォームのトークンでログインし、その応答に応じて移動します（仕様 1 §4）。',
    },
    homeContent: {
      title: 'ホームページのニュース',
      description: 'ホームページのニュース（仕様 3 §2）。',
    },
    errorPopup: {
      title: '共通エラーポップアップ',
      description: '仕様 1 §8 の共通エラーポップアップ。',
    },
    headerMenu: {
      title: 'ヘッダーメニュー',
      description: 'ヘッダーのサブメニュー、言語セレクター、プロフィールボックス（仕様 1 §2）。',
    },
    siteShell: {
      title: 'サイトシェル',
      description: 'サイトの枠組み：メンテナンスページ、中国向けリンク、上部バナー、メニューのニュース、ページビューの記録（仕様 1 §2、§4）。',
    },
    popupSuppression: {
      title: 'ポップアップの非表示',
      description: 'シェルのポップアップを今表示するか、閉じたことをどう記憶するか（仕様 1 §4）。',
    },
  },
  rules: {
    'SIGNIN-1':
      '前後の空白を除くと空になる ID やパスワードは、呼び出しの前にその入力欄で指摘されます。',
    'SIGNIN-2':
      'loginResult 0 はログイン成功を意味し、セッショントークンを保持します（Cookie jwt_token、2 日間）。',
    'SIGNIN-3': 'loginResult -1 は ID とパスワードの両方を無効として指摘します。',
    'SIGNIN-4': 'loginResult 2 は空の入力欄をそれぞれ指摘します。',
    'SIGNIN-5': 'loginResult -2 はステータス contact となり、サポートへの問い合わせを求めます。',
    'SIGNIN-6': 'それ以外の loginResult は「コード - 情報」形式のエラーとして表示します。',
    'SIGNIN-7':
      '呼び出しに失敗するとフォームに分かりやすいエラーを表示します。ネットワークや予期しない失敗（応答なし、タイムアウト、サーバーエラー、契約に反する応答）は共通エラーポップアップも開きますが、拒否された要求（HTTP 4xx）は開きません。',
    'SIGNIN-8': 'ログイン後、メールアドレスのないユーザーは /member/addemail へ移動します。',
    'SIGNIN-9':
      'ログイン後、メールアドレス未認証のユーザーは /member/emailverifywarning へ移動します。',
    'SIGNIN-10': 'ログイン後、パスワードが ID と同じユーザーは /member/passchange へ移動します。',
    'SIGNIN-11':
      'まだ統合していない連携（クラウドワードローブ）の企業ユーザーまたはエンドユーザーはステータス integrate_closet_ent になります。',
    'SIGNIN-12':
      'それ以外は戻り先 URL へ、なければサポートへ、なければ type・userType・orderType・period から作った料金ページへ、それもなければホームへ移動します。',
    'SIGNIN-13':
      'メール認証済みの個人ユーザーはステータス signin、未統合なら integrate_closet_per になります。',
    'SOCIAL-1':
      'errCode 0 とトークンを受け取ったソーシャルトークンログインは、初回ログインフラグを渡してユーザーをログインさせます。',
    'SOCIAL-2': 'errCode -300 は /member/warning へ移動します。',
    'SOCIAL-3': 'errCode -301 は /?modal=is_integration_blocked へ移動します。',
    'SOCIAL-4': 'それ以外の errCode はホームへ移動します。',
    'SOCIAL-5': 'HTTP 400 の応答は /member/emailverifywarning?t=c へ移動します。',
    'SOCIAL-6': 'それ以外の失敗は /member/emailverifywarning へ移動します。',
    'SOCIAL-7':
      'コードのないソーシャルログインのリンクは交換できないため、ページでその旨を伝えログインフォームを案内します。',
    'SESSION-1':
      'サイトは GetUserInfo でログイン中のユーザーを知ります。401 の応答や失敗の場合は誰もログインしていません。',
    'SESSION-2':
      'ログインやログアウトの後はセッションを再度問い合わせ、ヘッダーとアクセスガードを追従させます。',
    'SIGNOUT-1':
      'セッションを終えるときは Logout を呼び、Cookie を消して returnUrl へ、なければホームへ移動します。',
    'PASSCHANGE-1':
      '新しいパスワードを条件ごとに確認します（8～20文字、英字、数字、~ ! @ # $ % ^ & * ( ) _ + のいずれか、英字・数字・その記号のみ）。最後の入力から500ms後に各条件が初期、確認中、成功、失敗で表示されます。',
    'PASSCHANGE-2': "新しいパスワードがIDまたは現在のパスワードと同じなら 'same' で失敗します。",
    'PASSCHANGE-3': "Altキーを使って入力した新しいパスワードは 'alt' で失敗します。",
    'PASSCHANGE-4': "パスワード欄への貼り付けはできず、欄にその旨（'copied'）が表示されます。",
    'PASSCHANGE-5': '確認用パスワードは空欄不可、6文字以上で、新しいパスワードと一致する必要があります。',
    'PASSCHANGE-6': '空欄があるかパスワードの条件を満たさない間は何も送らず、問題をそれぞれの欄に表示します。',
    'PASSCHANGE-7':
      'SetMemberField の errCode -6 は新しいパスワードが空か短すぎること、-1004 は現在のパスワードの誤りを示し、その他のコードは「コード - 情報」で表示します。',
    'PASSCHANGE-8': 'errCode 0：パスワードが変更され、セッションを確認し直して会員はサイト（ホーム）へ進みます。',
    'PASSCHANGE-9': '呼び出しに失敗するとフォームにエラーを表示し、ネットワークまたは予期しないエラーでは全体のエラーポップアップも表示します。',
    'SIGNOUT-2': 'Logout が失敗してもローカルのセッションを消して移動します。',
    'ACCESS-1':
      'メール認証済みのログインユーザーはログイン・会員登録ページから、returnUrl があればそこへ、なければホームへ戻されます。',
    'ACCESS-2':
      'メール未認証のログインユーザーが注文または体験版のページを開くと /member/emailverifywarning へ送られます。',
    'ACCESS-3':
      'メールアドレスのないログインユーザーが注文、体験版、アカウントのページを開くと /member/addemail へ送られます。',
    'ACCESS-4':
      '認証メール再送、メール追加、パスワード変更のページは、ログアウト中の訪問者をホームへ送ります。',
    'ACCESS-5':
      '規約に同意しておらずメール認証済みの企業ユーザーが注文ページを開くと /product/trial へ送られます。',
    'ACCESS-6':
      '注文、決済、体験版、アカウントのページは、ログアウト中の訪問者にそのページを戻り先としてログインを求めます。',
    'POPUP-1':
      '「1 日表示しない」で閉じたポップアップは、親ドメインに SameSite=Lax で保存する 86400 秒の Cookie により 1 日非表示になります。',
    'POPUP-2':
      '「今後表示しない」で閉じたポップアップは、有効期限のない Cookie で非表示になります。',
    'POPUP-3': 'アンケートのポップアップはページを開いて 1 分後に表示されます。',
    'POPUP-4':
      'アンケートのポップアップは、最後に閉じてから 1 日以上経った場合にだけ再表示されます。',
    'POPUP-5':
      '統合アカウントに関する法的告知のポップアップはログイン時に表示され、一度閉じると二度と開きません。',
    'POPUP-6': 'Esc キーまたは外側のクリックでポップアップを閉じます。',
    'ERRPOP-1':
      'ネットワークや予期しないエラーは、見出し「Error」、括弧内のコード、メッセージの先頭 20 文字を示す共通エラーポップアップを開きます。',
    'ERRPOP-2': 'お問い合わせは /support/contact へ移動します。',
    'ERRPOP-3':
      'エラーコード送信は API 名・コード・メッセージを含むサポートチケットを作成し、その間読み込み中を表示します。',
    'ERRPOP-4': 'エラーポップアップを閉じるとホームへ移動します。',
    'MENU-1':
      '1279 px より広い画面では、Pricing 以外の最上位項目はホバーでサブメニューを開きます。',
    'MENU-2':
      '1279 px 以下ではハンバーガーがメニューバーに代わり、最上位項目はクリックでサブメニューを開きます。',
    'MENU-3': 'Esc キーは開いているメニューをすべて閉じます。',
    'SHELL-1':
      'サービスがメンテナンス中と伝えると、メンテナンスページがサイトに代わって表示されます。',
    'SHELL-2':
      '中国向けに別の URL を持つメニューリンクは、訪問者の IP の国が CN のとき中国向け URL を使います。',
    'SHELL-3':
      '上部バナーは、コンテンツサービスがそのページ用のバナーを返したときだけ表示されます（lang は大文字、applyUrl はそのページ）。',
    'SHELL-4': 'メガメニューのカルーセルは最新のニュース記事 3 件を表示します。',
    'SHELL-5':
      'ページ移動のたびに、31536000 秒保持される一意 ID の Cookie とともに page_view イベントを記録します。',
  },
}
