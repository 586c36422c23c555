import type { HelpLocale } from '../../src/contract/index.ts'

/**
 * The local help centre's seeded FAQ and help articles, per help-centre locale (spec 3 §2 Help
 * centre, §3 FAQ and help articles). Bodies are HTML, cleaned again when served.
 */
type Entry = readonly [title: string, body: string]
export interface SectionSeed {
  id: number
  text: Record<HelpLocale, readonly [name: string, description: string]>
  articles: readonly { id: number; text: Record<HelpLocale, Entry> }[]
}

/** The fixed sections the site shows (spec 3 §2: help articles are limited to fixed section ids). */
export const HELP_SECTIONS: readonly SectionSeed[] = [
  {
    id: 360001101,
    text: {
      'en-us': ['Licences and accounts', 'Sign-in, licences and seats.'],
      ko: ['라이선스와 계정', '로그인, 라이선스, 시트 관리.'],
      ja: ['ライセンスとアカウント', 'サインイン、ライセンス、シートについて。'],
      'zh-cn': ['许可证与账户', '登录、许可证和席位。'],
    },
    articles: [
      {
        id: 360011001,
        text: {
          'en-us': [
            'Moving a licence to a new computer',
            '<p>Sign out of Drape3D on the old computer first; the seat is then free for the new one.</p>',
          ],
          ko: [
            '새 컴퓨터로 라이선스 옮기기',
            '<p>먼저 기존 컴퓨터에서 Drape3D 로그아웃을 하면 새 컴퓨터에서 시트를 사용할 수 있습니다.</p>',
          ],
          ja: [
            '新しいパソコンへのライセンス移行',
            '<p>まず古いパソコンでDrape3Dからサインアウトすると、新しいパソコンでシートを使えます。</p>',
          ],
          'zh-cn': [
            '将许可证迁移到新电脑',
            '<p>请先在旧电脑上退出 Drape3D，席位随即可在新电脑上使用。</p>',
          ],
        },
      },
      {
        id: 360011002,
        text: {
          'en-us': [
            'Changing the e-mail of an account',
            '<p>Open <strong>My page</strong>, choose the e-mail field and confirm the code we send to the new address.</p>',
          ],
          ko: [
            '계정 이메일 변경',
            '<p><strong>마이페이지</strong>에서 이메일 항목을 선택하고, 새 주소로 받은 인증 코드를 입력하세요.</p>',
          ],
          ja: [
            'アカウントのメールアドレス変更',
            '<p><strong>マイページ</strong>でメール欄を選び、新しいアドレスに届いたコードを確認してください。</p>',
          ],
          'zh-cn': [
            '更改账户邮箱',
            '<p>打开<strong>我的页面</strong>，选择邮箱字段，并确认发送到新地址的验证码。</p>',
          ],
        },
      },
    ],
  },
  {
    id: 360001102,
    text: {
      'en-us': ['Installing and updating', 'System requirements and updates.'],
      ko: ['설치와 업데이트', '시스템 요구 사항과 업데이트.'],
      ja: ['インストールとアップデート', '動作環境とアップデート。'],
      'zh-cn': ['安装与更新', '系统要求与更新。'],
    },
    articles: [
      {
        id: 360012001,
        text: {
          'en-us': [
            'System requirements',
            '<ul><li>Windows 10 or macOS 13 and later</li><li>16 GB of memory</li><li>A graphics card with 4 GB</li></ul>',
          ],
          ko: [
            '시스템 요구 사항',
            '<ul><li>Windows 10 또는 macOS 13 이상</li><li>메모리 16GB</li><li>4GB 그래픽 카드</li></ul>',
          ],
          ja: [
            '動作環境',
            '<ul><li>Windows 10 または macOS 13 以降</li><li>メモリ 16GB</li><li>4GB のグラフィックカード</li></ul>',
          ],
          'zh-cn': [
            '系统要求',
            '<ul><li>Windows 10 或 macOS 13 及以上</li><li>16 GB 内存</li><li>4 GB 显存的显卡</li></ul>',
          ],
        },
      },
    ],
  },
]

/** The FAQ entries (spec 3 §7 zendeskGetFaq). */
export const FAQ: readonly { id: number; text: Record<HelpLocale, Entry> }[] = [
  {
    id: 360021001,
    text: {
      'en-us': [
        'Is there a free trial?',
        '<p>Yes: every new account can use Drape3D free for 14 days, with every feature.</p>',
      ],
      ko: [
        '무료 체험이 있나요?',
        '<p>네. 새 계정은 모든 기능을 14일 동안 무료로 사용할 수 있습니다.</p>',
      ],
      ja: [
        '無料体験はありますか？',
        '<p>はい。新しいアカウントはすべての機能を14日間無料で使えます。</p>',
      ],
      'zh-cn': ['有免费试用吗？', '<p>有。每个新账户都可以免费使用全部功能 14 天。</p>'],
    },
  },
  {
    id: 360021002,
    text: {
      'en-us': [
        'Can I open projects from older versions?',
        '<p>Yes. Projects saved in version 7 and later open in 12.2; save them again to use the new features.</p>',
      ],
      ko: [
        '이전 버전의 프로젝트를 열 수 있나요?',
        '<p>네. 버전 7 이후에 저장한 프로젝트는 12.2에서 열리며, 다시 저장하면 새 기능을 사용할 수 있습니다.</p>',
      ],
      ja: [
        '古いバージョンのプロジェクトを開けますか？',
        '<p>はい。バージョン7以降で保存したプロジェクトは12.2で開けます。新機能を使うには保存し直してください。</p>',
      ],
      'zh-cn': [
        '可以打开旧版本的项目吗？',
        '<p>可以。版本 7 及以后保存的项目可在 12.2 中打开；重新保存即可使用新功能。</p>',
      ],
    },
  },
  {
    id: 360021003,
    text: {
      'en-us': [
        'How do I contact support?',
        '<p>Use the contact form on this page; we answer within one working day.</p>',
      ],
      ko: [
        '고객 지원에 어떻게 문의하나요?',
        '<p>이 페이지의 문의 양식을 이용하세요. 영업일 기준 하루 안에 답변드립니다.</p>',
      ],
      ja: [
        'サポートへの問い合わせ方法は？',
        '<p>このページのお問い合わせフォームをご利用ください。1営業日以内に回答します。</p>',
      ],
      'zh-cn': ['如何联系客服？', '<p>请使用本页的联系表单，我们会在一个工作日内回复。</p>'],
    },
  },
]
